import { useEffect, useRef } from 'react';
import { bus } from '@portal/kit';
import type { NotificationType, PortalNotification } from '@portal/contracts/rules/notifications';

/** What changes a shipment as the dashboard shows it (dates, delay, progress). */
const CHANGES_A_SHIPMENT: readonly NotificationType[] = ['shipment.etaChanged', 'shipment.etdChanged', 'shipment.delayed', 'shipment.departed', 'shipment.arrived', 'shipment.delivered'];

/** Whether a notification says a shipment the dashboard shows has changed. */
export function changesShownShipment(notification: Pick<PortalNotification, 'type' | 'subject'>, shownIds: ReadonlySet<string>): boolean {
  return notification.subject.kind === 'shipment' && CHANGES_A_SHIPMENT.includes(notification.type) && shownIds.has(notification.subject.id);
}

/**
 * Reloads the dashboard when a notification (the shell's live stream, on the shared bus) says
 * one of the shipments it shows changed: a new ETA shows without a reload.
 */
export function useShipmentNotifications(shownIds: ReadonlySet<string>, reload: () => void): void {
  const shown = useRef(shownIds);
  shown.current = shownIds;
  useEffect(
    () =>
      bus.on('notification:received', ({ notification }) => {
        if (changesShownShipment(notification, shown.current)) reload();
      }),
    [reload],
  );
}
