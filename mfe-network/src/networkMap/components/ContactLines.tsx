import { parseContact, telHref } from '@portal/contracts/rules/network';
import { useNetworkT } from '../../messages';

/** Phone and e-mail as links, plus whatever else the contact text says (a person, hours). */
export function ContactLines({ contact }: { contact: string }) {
  const t = useNetworkT();
  const { phone, email, other } = parseContact(contact);
  if (!phone && !email && !other) return null;
  return (
    <ul className="net-contact">
      {phone && (
        <li>
          <span className="net-contact-label">{t('location.phone')}</span> <a href={telHref(phone)}>{phone}</a>
        </li>
      )}
      {email && (
        <li>
          <span className="net-contact-label">{t('location.email')}</span> <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
      {other && <li>{other}</li>}
    </ul>
  );
}
