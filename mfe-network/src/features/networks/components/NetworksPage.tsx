import { useState } from 'react';
import { ErrorState, usePageMeta } from '@portal/kit';
import { formatNumber } from '@portal/contracts/format/numbers';
import { ALL_CONTINENTS, type ContinentChoice } from '@portal/contracts/rules/network';
import { NETWORK_LOAD_ERROR, useNetworkMarkers } from '../../../networkMap/hooks/useNetworkMarkers';
import { useNetworkSelection } from '../../../networkMap/hooks/useNetworkSelection';
import { ContinentButtons } from '../../../networkMap/components/ContinentButtons';
import { LocationList } from '../../../networkMap/components/LocationList';
import { MapLegend } from '../../../networkMap/components/MapLegend';
import { MapPlaceholder, NetworkMapArea } from '../../../networkMap/components/NetworkMapArea';
import { routes } from '../../../routes';

/**
 * /networks: "My networks", the world map with continent buttons, and the list of locations.
 * The page is drawn at once: the map's markers and the list's first page load beside each other,
 * each into its own box of its final size, so the title and the list do not wait for the markers.
 */
export function NetworksPage() {
  usePageMeta(routes.networks.title);
  const { markers, counts, roles, error, reload } = useNetworkMarkers();
  const [continent, setContinent] = useState<ContinentChoice>(ALL_CONTINENTS);
  const { selected, select } = useNetworkSelection();

  const scopeLabel = continent === ALL_CONTINENTS ? 'the whole network' : continent;
  const changeContinent = (next: ContinentChoice) => {
    select(null);
    setContinent(next);
  };

  return (
    <div className="stack net-page">
      {/* The host's HTML draws the same line in the same place before this remote has run (the route's `leads`). */}
      <p className="page-lead">{routes.networks.leads['/networks']}</p>
      <section className="card stack net-map-card" aria-labelledby="net-map-title">
        <div className="row">
          <h2 id="net-map-title" className="net-map-title">
            Meridian Freight and agents worldwide
          </h2>
          <span className="spacer" />
          <ContinentButtons value={continent} onChange={changeContinent} counts={counts} />
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {counts ? `The map shows ${scopeLabel}: ${formatNumber(counts[continent] ?? 0)} locations.` : error ? '' : 'Loading the network…'}
        </p>
        {markers ? (
          <NetworkMapArea markers={markers} continent={continent} selected={selected} onSelect={select} label="World map of the network" />
        ) : error ? (
          <ErrorState message={NETWORK_LOAD_ERROR} onRetry={reload} />
        ) : (
          <MapPlaceholder />
        )}
        <MapLegend roles={markers ? roles : null} />
      </section>
      <LocationList continent={continent} scopeLabel={scopeLabel} onShow={(location) => select({ id: location.id, source: 'list', location })} />
    </div>
  );
}
