import type { Modality } from '@portal/contracts/wire';
import { modeOfModality } from './modes';

/**
 * The shipment detail's address (decisions.md: /myshipments/:mode/:id) and what the page needs
 * to lead back to the list it was opened from, with that list's filters.
 */
export function detailPath(shipment: { modality: Modality; shipmentid: string }): string {
  return `/myshipments/${modeOfModality(shipment.modality)}/${encodeURIComponent(shipment.shipmentid)}`;
}

export interface DetailOrigin {
  /** Path and query of the list, e.g. /myshipments/sea?etd=ThisWeek. */
  path: string;
  label: string;
}

/** History state a link hands to the detail page; survives a reload of the page. */
export interface DetailLinkState {
  from?: DetailOrigin;
}

export function readOrigin(state: unknown): DetailOrigin | null {
  const from = (state as DetailLinkState | null)?.from;
  // Only same-site paths: the state is ours, but a crafted history entry must not lead elsewhere.
  if (!from || typeof from.path !== 'string' || typeof from.label !== 'string' || !from.path.startsWith('/') || from.path.startsWith('//')) return null;
  return from;
}
