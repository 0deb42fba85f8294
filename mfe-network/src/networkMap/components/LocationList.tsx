import { useState } from 'react';
import { ErrorState, LoadingState } from '@portal/kit';
import { NETWORK_LIST_PAGE, type ShownLocation } from '@portal/contracts/network';
import { formatNumber } from '@portal/contracts/format/numbers';
import { hasCoordinates, type ContinentChoice } from '@portal/contracts/rules/network';
import { LIST_LOAD_ERROR, useLocationPage } from '../hooks/useLocationPage';
import { LocationAddress } from './LocationAddress';
import { RoleIcon } from './RoleIcon';
import { roleLine } from './locationText';

interface Props {
  continent: ContinentChoice;
  scopeLabel: string;
  /** The location's details come along: its popup needs no second read. */
  onShow(location: ShownLocation): void;
}

/**
 * The map's text alternative: every location (also those without coordinates) with its
 * address and contact, searchable, each with a button that shows it on the map. A long network
 * is searched, not scrolled: the first matches are drawn, more on request (the server searches
 * and pages, useLocationPage).
 */
export function LocationList({ continent, scopeLabel, onShow }: Props) {
  const [query, setQuery] = useState('');
  const { shown, stale, error, loadingMore, showMore, reload } = useLocationPage(continent, query);
  const found = shown?.total ?? 0;
  const count = shown?.locations.length ?? 0;
  const more = Math.min(NETWORK_LIST_PAGE, found - count);

  return (
    <section className="card net-list" aria-labelledby="net-list-title" aria-busy={stale}>
      <div className="row net-list-head">
        <h2 id="net-list-title">Locations in {scopeLabel}</h2>
        <span className="spacer" />
        <div className="field net-search">
          <label htmlFor="net-search">Search locations</label>
          <input
            id="net-search"
            className="input"
            type="search"
            value={query}
            placeholder="e.g. Rotterdam, warehouse or NLRTM"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      {!shown && error ? (
        <ErrorState message={LIST_LOAD_ERROR} onRetry={reload} />
      ) : !shown ? (
        <LoadingState label="Loading the locations…" />
      ) : (
        <>
          <p className="muted" role="status" aria-live="polite">
            {found === 0
              ? 'No location matches your search.'
              : found > count
                ? `Showing ${count} of ${formatNumber(found)} locations.`
                : `${formatNumber(found)} location${found === 1 ? '' : 's'}.`}
          </p>
          <ul className="net-list-items">
            {shown.locations.map((location) => (
              <li key={location.id} className="net-list-item">
                <div className="net-list-main">
                  <h3 className="net-list-name">
                    <RoleIcon role={location.role} /> {location.name}
                  </h3>
                  <p className="muted">
                    {roleLine(location)}
                    {location.unlocode ? ` · ${location.unlocode}` : ''}
                  </p>
                  <LocationAddress location={location} />
                </div>
                {hasCoordinates(location) ? (
                  <button type="button" className="btn btn-sm" onClick={() => onShow(location)} aria-label={`Show on map: ${location.name}`}>
                    Show on map
                  </button>
                ) : (
                  <span className="badge badge-muted">Not on the map</span>
                )}
              </li>
            ))}
          </ul>
          {more > 0 && !stale && (
            <div className="row">
              <button type="button" className="btn" onClick={showMore} disabled={loadingMore}>
                Show {more} more
              </button>
              <span className="muted">or refine the search.</span>
            </div>
          )}
        </>
      )}
    </section>
  );
}
