/**
 * Shipment progress (spec section 4), 0..100:
 * - not departed yet (no ATD): 0;
 * - under way: the share of the planned transit (ATD → ETA) that has passed, kept within 1..99
 *   so that a late shipment never looks arrived and a departed one never looks planned;
 * - arrived (ATA): 100. For sea, air and multimodal the ATA is the arrival at the port, so the
 *   bar is full while on-carriage is still open; the shipment leaves the dashboard only when it
 *   reaches its final destination (delivered_at, see activeShipments).
 * Dates are Y-m-d days taken at 00:00 UTC.
 */
export interface ProgressDates {
  atd: string | null;
  eta: string | null;
  ata: string | null;
}

const dayStart = (ymd: string): number => Date.parse(`${ymd.slice(0, 10)}T00:00:00Z`);

export function shipmentProgress({ atd, eta, ata }: ProgressDates, now: Date | number = Date.now()): number {
  if (ata) return 100;
  if (!atd) return 0;
  const start = dayStart(atd);
  const end = eta ? dayStart(eta) : Number.NaN;
  const at = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(start)) return 0;
  if (Number.isNaN(end) || end <= start) return 99;
  const share = ((at - start) / (end - start)) * 100;
  return Math.min(99, Math.max(1, Math.round(share)));
}
