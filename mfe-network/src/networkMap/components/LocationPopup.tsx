import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ShownLocation } from '@portal/contracts/network';
import { LocationAddress } from './LocationAddress';
import { LocationImage } from './LocationImage';
import { RoleIcon } from './RoleIcon';
import { useLocationText } from './locationText';
import { useNetworkT } from '../../messages';

interface Props {
  location: ShownLocation;
  onClose(): void;
}

/**
 * The details of one location over the map. A non-modal dialog: focus moves to its close button
 * when it opens (so a keyboard or screen-reader user lands in it), Escape closes it.
 */
export function LocationPopup({ location, onClose }: Props) {
  const t = useNetworkT();
  const { roleLine } = useLocationText();
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = `net-popup-title-${location.id}`;

  useEffect(() => {
    closeRef.current?.focus({ preventScroll: true });
  }, [location.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div className="net-popup" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <button ref={closeRef} type="button" className="net-popup-close" aria-label={t('location.close', { name: location.name })} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <LocationImage
        key={location.unlocode ?? 'none'}
        unlocode={location.unlocode}
        alt={`${location.city || location.name}${location.unlocode ? ` (${location.unlocode})` : ''}`}
      />
      <div className="net-popup-body">
        <h3 id={titleId} className="net-popup-title">
          {location.name}
        </h3>
        <p className="net-popup-role">
          <RoleIcon role={location.role} />
          <span>{roleLine(location)}</span>
        </p>
        <LocationAddress location={location} />
        {location.unlocode && <p className="muted net-unlocode">{t('location.unlocode', { code: location.unlocode })}</p>}
      </div>
    </div>
  );
}
