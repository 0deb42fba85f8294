import { useRef } from 'react';
import { ErrorState, useIdleAfter, useNearViewport } from '@portal/kit';
import { ALL_CONTINENTS } from '@portal/contracts/rules/network';
import { MapPlaceholder, NetworkMapArea } from '../../../networkMap/components/NetworkMapArea';
import { useNetworkMarkers } from '../../../networkMap/hooks/useNetworkMarkers';
import { useNetworkT } from '../../../messages';
import { useNetworkSelection } from '../../../networkMap/hooks/useNetworkSelection';

const CLASS = 'net-map-compact';

/**
 * Contact Us's 'My networks' map. Its markers are read once the form has been drawn and the map's
 * box is on screen or near it (below the form on a phone): the form and the office cards, which a
 * person came for, do not share a phone's first seconds of bandwidth with the network.
 */
export function MyNetworkMap() {
  const t = useNetworkT();
  const box = useRef<HTMLDivElement>(null);
  const pageDrawn = useIdleAfter(true);
  const onScreen = useNearViewport(box);
  const { markers, error, reload } = useNetworkMarkers(pageDrawn && onScreen);
  const { selected, select } = useNetworkSelection();

  if (error && !markers) return <ErrorState message={t('map.loadFailed')} onRetry={reload} />;
  if (!markers) return <MapPlaceholder boxRef={box} className={CLASS} idle={!onScreen} />;
  return (
    <NetworkMapArea
      className={CLASS}
      markers={markers}
      continent={ALL_CONTINENTS}
      selected={selected}
      onSelect={select}
      label={t('map.officesLabel')}
    />
  );
}
