import { useState } from 'react';
import { ErrorState, LoadingState, useFormat } from '@portal/kit';
import { NETWORK_LIST_PAGE, type ShownLocation } from '@portal/contracts/network';
import { hasCoordinates, type ContinentChoice } from '@portal/contracts/rules/network';
import { useLocationPage } from '../hooks/useLocationPage';
import { useNetworkT } from '../../messages';
import { LocationAddress } from './LocationAddress';
import { RoleIcon } from './RoleIcon';
import { useLocationText } from './locationText';

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
  const t = useNetworkT();
  const { number } = useFormat();
  const { roleLine } = useLocationText();
  const [query, setQuery] = useState('');
  const { shown, stale, error, loadingMore, showMore, reload } = useLocationPage(continent, query);
  const found = shown?.total ?? 0;
  const count = shown?.locations.length ?? 0;
  const more = Math.min(NETWORK_LIST_PAGE, found - count);

  return (
    <section className="card net-list" aria-labelledby="net-list-title" aria-busy={stale}>
      <div className="row net-list-head">
        <h2 id="net-list-title">{t('list.title', { scope: scopeLabel })}</h2>
        <span className="spacer" />
        <div className="field net-search">
          <label htmlFor="net-search">{t('list.search')}</label>
          <input
            id="net-search"
            className="input"
            type="search"
            value={query}
            placeholder={t('list.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>
      {!shown && error ? (
        <ErrorState message={t('list.loadFailed')} onRetry={reload} />
      ) : !shown ? (
        <LoadingState label={t('list.loading')} />
      ) : (
        <>
          <p className="muted" role="status" aria-live="polite">
            {found === 0
              ? t('list.none')
              : found > count
                ? t('list.showing', { shown: number(count), total: number(found) })
                : t('list.count', { count: found, formatted: number(found) })}
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
                  <button type="button" className="btn btn-sm" onClick={() => onShow(location)} aria-label={t('list.showOnMapOf', { name: location.name })}>
                    {t('list.showOnMap')}
                  </button>
                ) : (
                  <span className="badge badge-muted">{t('list.notOnMap')}</span>
                )}
              </li>
            ))}
          </ul>
          {more > 0 && !stale && (
            <div className="row">
              <button type="button" className="btn" onClick={showMore} disabled={loadingMore}>
                {t('list.more', { count: more })}
              </button>
              <span className="muted">{t('list.refine')}</span>
            </div>
          )}
        </>
      )}
    </section>
  );
}
