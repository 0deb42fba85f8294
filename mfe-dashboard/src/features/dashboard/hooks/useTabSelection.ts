import { useCallback, useState } from 'react';
import type { Shipment } from '@portal/contracts/shipments';
import type { ModeKey } from '../../../shipments/modes';

/**
 * Which shipment is selected (spec section 4): each tab remembers its own choice; changing tab
 * selects that tab's remembered shipment, else its first, else none. A remembered shipment that
 * is no longer in the list (new customer, delivered) falls back to the first in the same way.
 */
export function pickSelected(list: Shipment[], remembered: string | null | undefined): Shipment | null {
  return (remembered ? list.find((s) => s.shipmentid === remembered) : undefined) ?? list[0] ?? null;
}

export function useTabSelection(initialTab: ModeKey) {
  const [tab, setTab] = useState<ModeKey>(initialTab);
  const [remembered, setRemembered] = useState<Partial<Record<ModeKey, string>>>({});
  const select = useCallback((mode: ModeKey, shipmentid: string) => setRemembered((r) => ({ ...r, [mode]: shipmentid })), []);
  return { tab, setTab, remembered, select };
}
