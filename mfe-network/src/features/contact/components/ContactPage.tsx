import { usePageMeta } from '@portal/kit';
import { ContactForm } from './ContactForm';
import { MyNetworkMap } from './MyNetworkMap';
import { OfficesSection } from './OfficesSection';
import { routes } from '../../../routes';

/**
 * /contact: "Contact Us", the form, the office cards and a 'My Network' world map. The map and
 * the cards load separately: either may fail without taking the other (or the form) along.
 */
export function ContactPage() {
  usePageMeta(routes.contact.title);
  return (
    <div className="stack net-page">
      <div className="net-contact-grid">
        <ContactForm />
        <section className="card stack" aria-labelledby="my-network-title">
          <h2 id="my-network-title">My Network</h2>
          <MyNetworkMap />
        </section>
      </div>
      <OfficesSection />
    </div>
  );
}
