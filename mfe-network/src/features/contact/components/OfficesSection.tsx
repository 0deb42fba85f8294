import { ErrorState, LoadingState, useApiData } from '@portal/kit';
import { getOffices } from '../api/getOffices';
import { OfficeCards } from './OfficeCards';
import { useNetworkT } from '../../../messages';

/**
 * The office cards, from their own small call: when the network map's (large) load fails, the
 * cards still show; when this call fails, the page says so here and the form stays usable.
 */
export function OfficesSection() {
  const t = useNetworkT();
  const { data, error, loading, reload } = useApiData(getOffices);
  return (
    <section aria-labelledby="offices-title" className="stack">
      <h2 id="offices-title">{t('contact.offices')}</h2>
      {data ? (
        <OfficeCards offices={data.offices} />
      ) : error && !loading ? (
        <ErrorState message={t('contact.officesFailed')} onRetry={reload} />
      ) : (
        // The cards' room while they load (network.css): on one column the map below stays
        // below the first screen meanwhile, so it is not read before the person scrolls to it.
        <div className="net-offices-waiting">
          <LoadingState label={t('contact.loadingOffices')} />
        </div>
      )}
    </section>
  );
}
