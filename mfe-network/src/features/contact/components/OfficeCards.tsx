import type { ShownLocation } from '@portal/contracts/network';
import { parseContact, telHref } from '@portal/contracts/rules/network';
import { useLocationText } from '../../../networkMap/components/locationText';
import { useNetworkT } from '../../../messages';

/** One card per office: address, phone and e-mail where given (spec section 2). */
export function OfficeCards({ offices }: { offices: ShownLocation[] }) {
  const t = useNetworkT();
  const { cityLine, countryOf } = useLocationText();
  const officeTitle = (office: ShownLocation) => (office.role === 'Headquarters' ? t('contact.headquarters', { country: countryOf(office) }) : office.city);
  return (
    <ul className="net-offices">
      {offices.map((office) => {
        const { phone, email } = parseContact(office.contact);
        return (
          <li key={office.id} className="card net-office">
            <h3>{officeTitle(office)}</h3>
            <p className="net-office-name">{office.name}</p>
            <address className="net-address">
              {office.address && <span>{office.address}</span>}
              <span>{cityLine(office)}</span>
            </address>
            {(phone || email) && (
              <dl className="net-office-contact">
                {phone && (
                  <>
                    <dt>{t('location.phone')}</dt>
                    <dd>
                      <a href={telHref(phone)}>{phone}</a>
                    </dd>
                  </>
                )}
                {email && (
                  <>
                    <dt>{t('location.email')}</dt>
                    <dd>
                      <a href={`mailto:${email}`}>{email}</a>
                    </dd>
                  </>
                )}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}
