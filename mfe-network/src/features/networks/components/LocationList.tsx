import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { NetworkLocation } from '@portal/contracts/network';
import { hasCoordinates } from '@portal/contracts/rules/network';
import { ContactLines } from './ContactLines';
import { RoleIcon } from './RoleIcon';
import { cityLine, countryName } from './locationText';

interface Props {
  /** Already narrowed to the chosen continent. */
  locations: NetworkLocation[];
  scopeLabel: string;
  onShow(id: number): void;
}

/** A long network is searched, not scrolled: the first matches are drawn, more on request. */
const LIST_PAGE = 24;

function matches(location: NetworkLocation, words: string[]): boolean {
  const text =
    `${location.name} ${location.city} ${location.country} ${countryName(location.country)} ${location.role} ${location.unlocode ?? ''} ${location.address}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The map's text alternative: every location (also those without coordinates) with its
 * address and contact, searchable, each with a button that shows it on the map.
 */
export function LocationList({ locations, scopeLabel, onShow }: Props) {
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(LIST_PAGE);
  const deferred = useDeferredValue(query);
  // Another continent is another list: start again at the first page.
  useEffect(() => setLimit(LIST_PAGE), [locations]);
  const found = useMemo(() => {
    const words = deferred.toLowerCase().split(/\s+/).filter(Boolean);
    return words.length === 0 ? locations : locations.filter((l) => matches(l, words));
  }, [locations, deferred]);
  const shown = found.slice(0, limit);
  const more = Math.min(LIST_PAGE, found.length - shown.length);

  return (
    <section className="card net-list" aria-labelledby="net-list-title">
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
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(LIST_PAGE);
            }}
          />
        </div>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {found.length === 0
          ? 'No location matches your search.'
          : found.length > shown.length
            ? `Showing ${shown.length} of ${found.length.toLocaleString('en')} locations.`
            : `${found.length.toLocaleString('en')} location${found.length === 1 ? '' : 's'}.`}
      </p>
      <ul className="net-list-items">
        {shown.map((location) => (
          <li key={location.id} className="net-list-item">
            <div className="net-list-main">
              <h3 className="net-list-name">
                <RoleIcon role={location.role} /> {location.name}
              </h3>
              <p className="muted">
                {location.role} · {location.type === 'Company' ? 'Meridian Freight' : 'Agent'}
                {location.unlocode ? ` · ${location.unlocode}` : ''}
              </p>
              <address className="net-address">
                {location.address && <span>{location.address}</span>}
                <span>{cityLine(location)}</span>
              </address>
              <ContactLines contact={location.contact} />
            </div>
            {hasCoordinates(location) ? (
              <button type="button" className="btn btn-sm" onClick={() => onShow(location.id)} aria-label={`Show on map: ${location.name}`}>
                Show on map
              </button>
            ) : (
              <span className="badge badge-muted">Not on the map</span>
            )}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <div className="row">
          <button type="button" className="btn" onClick={() => setLimit((n) => n + LIST_PAGE)}>
            Show {more} more
          </button>
          <span className="muted">or refine the search.</span>
        </div>
      )}
    </section>
  );
}
