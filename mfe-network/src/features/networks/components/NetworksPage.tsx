import { useState } from 'react';
import { ErrorState, useFormat, usePageMeta } from '@portal/kit';
import { ALL_CONTINENTS, type ContinentChoice } from '@portal/contracts/rules/network';
import { useNetworkMarkers } from '../../../networkMap/hooks/useNetworkMarkers';
import { useNetworkT } from '../../../messages';
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
  const t = useNetworkT();
  const { number } = useFormat();
  usePageMeta(t('routes./networks.title', { defaultValue: routes.networks.title }));
  const { markers, counts, roles, error, reload } = useNetworkMarkers();
  const [continent, setContinent] = useState<ContinentChoice>(ALL_CONTINENTS);
  const { selected, select } = useNetworkSelection();

  const scopeLabel = continent === ALL_CONTINENTS ? t('map.wholeNetwork') : t(`continents.${continent}`);
  const changeContinent = (next: ContinentChoice) => {
    select(null);
    setContinent(next);
  };

  return (
    <div className="stack net-page">
      {/* The host's HTML draws the same line in the same place before this remote has run (the route's `leads`). */}
      <p className="page-lead">{t('routes./networks.leads./networks', { defaultValue: routes.networks.leads['/networks'] })}</p>
      <section className="card stack net-map-card" aria-labelledby="net-map-title">
        <div className="row">
          <h2 id="net-map-title" className="net-map-title">
            {t('map.title')}
          </h2>
          <span className="spacer" />
          <ContinentButtons value={continent} onChange={changeContinent} counts={counts} />
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {counts ? t('map.shows', { scope: scopeLabel, count: counts[continent] ?? 0, formatted: number(counts[continent] ?? 0) }) : error ? '' : t('map.loadingNetwork')}
        </p>
        {markers ? (
          <NetworkMapArea markers={markers} continent={continent} selected={selected} onSelect={select} label={t('map.label')} />
        ) : error ? (
          <ErrorState message={t('map.loadFailed')} onRetry={reload} />
        ) : (
          <MapPlaceholder />
        )}
        <MapLegend roles={markers ? roles : null} />
      </section>
      <LocationList continent={continent} scopeLabel={scopeLabel} onShow={(location) => select({ id: location.id, source: 'list', location })} />
    </div>
  );
}
