import { ErrorState, LoadingState, useApiData } from '@portal/kit';
import { getOffices } from '../api/getOffices';
import { OfficeCards } from './OfficeCards';

const OFFICES_LOAD_ERROR = 'Our offices could not be loaded. You can still send us a message with the form above.';

/**
 * The office cards, from their own small call: when the network map's (large) load fails, the
 * cards still show; when this call fails, the page says so here and the form stays usable.
 */
export function OfficesSection() {
  const { data, error, loading, reload } = useApiData(getOffices);
  return (
    <section aria-labelledby="offices-title" className="stack">
      <h2 id="offices-title">Our offices</h2>
      {data ? (
        <OfficeCards offices={data.offices} />
      ) : error && !loading ? (
        <ErrorState message={OFFICES_LOAD_ERROR} onRetry={reload} />
      ) : (
        // The cards' room while they load (network.css): on one column the map below stays
        // below the first screen meanwhile, so it is not read before the person scrolls to it.
        <div className="net-offices-waiting">
          <LoadingState label="Loading our offices…" />
        </div>
      )}
    </section>
  );
}
