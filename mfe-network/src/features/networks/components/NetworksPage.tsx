import { useMemo, useState } from 'react';
import { ErrorState, LoadingState, usePageMeta } from '@portal/kit';
import { ALL_CONTINENTS, CONTINENTS, hasCoordinates, type ContinentChoice } from '@portal/contracts/rules/network';
import { inContinent } from '../map/extents';
import { NETWORK_LOAD_ERROR, useNetworkData } from '../hooks/useNetworkData';
import { useNetworkSelection } from '../hooks/useNetworkSelection';
import { ContinentButtons } from './ContinentButtons';
import { LocationList } from './LocationList';
import { MapLegend } from './MapLegend';
import { LazyNetworkMap as NetworkMap } from './LazyNetworkMap';
import { routes } from '../../../routes';

/** /networks: "My networks", the world map with continent buttons, and the list of locations. */
export function NetworksPage() {
  usePageMeta(routes.networks.title);
  const { data, error, loading, reload } = useNetworkData();
  const [continent, setContinent] = useState<ContinentChoice>(ALL_CONTINENTS);
  const { selected, select } = useNetworkSelection();

  const locations = useMemo(() => data?.locations ?? [], [data]);
  const counts = useMemo(() => {
    const result: Record<string, number> = { [ALL_CONTINENTS]: 0 };
    for (const c of CONTINENTS) result[c] = 0;
    for (const l of locations) {
      if (!hasCoordinates(l)) continue;
      result[l.continent] = (result[l.continent] ?? 0) + 1;
      result[ALL_CONTINENTS] += 1;
    }
    return result;
  }, [locations]);
  const listed = useMemo(() => inContinent(locations, continent), [locations, continent]);

  if (loading && !data) return <LoadingState label="Loading the network…" />;
  if (error && !data) return <ErrorState message={NETWORK_LOAD_ERROR} onRetry={reload} />;

  const scopeLabel = continent === ALL_CONTINENTS ? 'the whole network' : continent;
  const changeContinent = (next: ContinentChoice) => {
    select(null);
    setContinent(next);
  };

  return (
    <div className="stack net-page">
      <section className="card stack net-map-card" aria-labelledby="net-map-title">
        <div className="row">
          <h2 id="net-map-title" className="net-map-title">
            Meridian Freight and agents worldwide
          </h2>
          <span className="spacer" />
          <ContinentButtons value={continent} onChange={changeContinent} counts={counts} />
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          The map shows {scopeLabel}: {counts[continent].toLocaleString('en')} locations.
        </p>
        <NetworkMap locations={locations} continent={continent} selected={selected} onSelect={select} label="World map of the network" />
        <MapLegend locations={locations} />
      </section>
      <LocationList locations={listed} scopeLabel={scopeLabel} onShow={(id) => select({ id, source: 'list' })} />
    </div>
  );
}
