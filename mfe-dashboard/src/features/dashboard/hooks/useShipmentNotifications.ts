import { useEffect, useRef } from 'react';
import { bus } from '@portal/shared';
import type { NotificationType } from '@portal/shared/rules/notifications';

/** What changes a shipment as the dashboard shows it (dates, delay, progress). */
const CHANGES_A_SHIPMENT: readonly NotificationType[] = ['shipment.etaChanged', 'shipment.etdChanged', 'shipment.delayed', 'shipment.departed', 'shipment.arrived', 'shipment.delivered'];

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
        if (notification.subject.kind === 'shipment' && CHANGES_A_SHIPMENT.includes(notification.type) && shown.current.has(notification.subject.id)) reload();
      }),
    [reload],
  );
}
