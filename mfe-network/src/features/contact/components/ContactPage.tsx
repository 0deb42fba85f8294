import { useMemo } from 'react';
import { ErrorState, LoadingState, usePageMeta } from '@portal/kit';
import { ALL_CONTINENTS } from '@portal/contracts/rules/network';
import { LazyNetworkMap as NetworkMap } from '../../networks/components/LazyNetworkMap';
import { NETWORK_LOAD_ERROR, useNetworkData } from '../../networks/hooks/useNetworkData';
import { useNetworkSelection } from '../../networks/hooks/useNetworkSelection';
import { ContactForm } from './ContactForm';
import { OfficesSection } from './OfficesSection';
import { routes } from '../../../routes';

/**
 * /contact: "Contact Us", the form, the office cards and a 'My Network' world map. The map and
 * the cards load separately: either may fail without taking the other (or the form) along.
 */
export function ContactPage() {
  usePageMeta(routes.contact.title);
  const { data, error, loading, reload } = useNetworkData();
  const { selected, select } = useNetworkSelection();
  const locations = useMemo(() => data?.locations ?? [], [data]);

  return (
    <div className="stack net-page">
      <div className="net-contact-grid">
        <ContactForm />
        <section className="card stack" aria-labelledby="my-network-title">
          <h2 id="my-network-title">My Network</h2>
          {loading && !data && <LoadingState label="Loading the network…" />}
          {Boolean(error) && !data && <ErrorState message={NETWORK_LOAD_ERROR} onRetry={reload} />}
          {data && (
            <NetworkMap
              className="net-map-compact"
              locations={locations}
              continent={ALL_CONTINENTS}
              selected={selected}
              onSelect={select}
              label="World map of Meridian Freight's offices and agents"
            />
          )}
        </section>
      </div>
      <OfficesSection />
    </div>
  );
}
