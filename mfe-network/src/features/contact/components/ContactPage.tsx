import { useMediaQuery, usePageMeta } from '@portal/kit';
import { ContactForm } from './ContactForm';
import { MyNetworkMap } from './MyNetworkMap';
import { OfficesSection } from './OfficesSection';
import { routes } from '../../../routes';
import { useNetworkT } from '../../../messages';

/** Where the page is one column (network.css): a phone's or a tablet's width. */
const ONE_COLUMN = '(max-width: 1024px)';

/**
 * /contact: "Contact Us", the form, the office cards and a 'My networks' world map. The map and
 * the cards load separately: either may fail without taking the other (or the form) along.
 * Beside the form on a wide screen, the map comes after the office cards in one column (a phone,
 * a tablet): addresses and numbers to call are what a phone needs next, and the map (OpenLayers
 * and 600 markers) then loads only when the person scrolls to it. The form keeps its
 * place in the tree either way: a window resized across the width keeps what was typed.
 */
export function ContactPage() {
  const t = useNetworkT();
  usePageMeta(t('routes./contact.title', { defaultValue: routes.contact.title }));
  const oneColumn = useMediaQuery(ONE_COLUMN);
  const network = (
    <section className="card stack" aria-labelledby="my-network-title">
      <h2 id="my-network-title">{t('contact.myNetwork')}</h2>
      <MyNetworkMap />
    </section>
  );
  return (
    <div className="stack net-page">
      {/* The host's HTML draws the same line in the same place before this remote has run (the route's `leads`). */}
      <p className="page-lead">{t('routes./contact.leads./contact', { defaultValue: routes.contact.leads['/contact'] })}</p>
      <div className="net-contact-grid">
        <ContactForm />
        {!oneColumn && network}
      </div>
      <OfficesSection />
      {oneColumn && network}
    </div>
  );
}
