/**
 * An async map that runs one item after the other: writes keep the order a synchronous loop
 * had (ids handed out in that order, a seed that stays the same), and a transaction's queries
 * never interleave.
 */
export async function mapInOrder<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R> | R): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) out.push(await fn(items[i], i));
  return out;
}
