/** Height = width × MAP_RATIO (the spec leaves the ratio open): a wide strip of the world. */
export const MAP_RATIO = 0.42;
/** Only a floor for absurd widths: the ratio holds down to a 280 px phone (0.42 × 280 ≈ 118). */
const MAP_MIN_HEIGHT = 110;

export function mapHeight(width: number): number {
  return width > 0 ? Math.max(MAP_MIN_HEIGHT, Math.round(width * MAP_RATIO)) : 0;
}
