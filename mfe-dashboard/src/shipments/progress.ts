/** Progress as drawn: any value the API sends is kept within 0..100 (spec section 3). */
export function clampProgress(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || !Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}
