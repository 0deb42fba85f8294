/**
 * Sets key in a map that holds at most `max` entries: the key moves to the newest place and the
 * oldest entries go first, so a map used this way is a least-recently-used memory. Returns value.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  map.delete(key);
  while (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
  return value;
}
