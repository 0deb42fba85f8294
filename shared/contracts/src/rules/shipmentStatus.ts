/**
 * A shipment's status, written once: the last milestone it has reached decides. The API reads it
 * in TypeScript (a shipment's page) and in SQL built from the same steps (the tables' column).
 */
export const SHIPMENT_STATUSES = ['Booked', 'Planned', 'In transit', 'Arrived', 'Delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export interface StatusDates {
  atd: string | null;
  ata: string | null;
  delivered_at: string | null;
  /** Set on a shipment a customer booked (modules/bookings): Booked until it departs. */
  booked_at?: string | null;
}

/** From the last step back: the first date present names the status; none is 'Planned' (the feed's shipments not yet departed). */
export const STATUS_STEPS: ReadonlyArray<readonly [keyof StatusDates, ShipmentStatus]> = [
  ['delivered_at', 'Delivered'],
  ['ata', 'Arrived'],
  ['atd', 'In transit'],
  ['booked_at', 'Booked'],
];
export const STATUS_BEFORE_ANY_STEP: ShipmentStatus = 'Planned';

export function shipmentStatus(dates: StatusDates): ShipmentStatus {
  return STATUS_STEPS.find(([date]) => dates[date])?.[1] ?? STATUS_BEFORE_ANY_STEP;
}
