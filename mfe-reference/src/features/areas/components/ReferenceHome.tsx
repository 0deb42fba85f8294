import { use } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta, usePortal } from '@portal/kit';
import { loadAllEntities } from '@portal/contracts/reference/catalogue';
import { permissionOf, referencePaths } from '@portal/contracts/reference/declaration';
import { routes } from '../../../routes';
import { ExportLoginsButton } from './ExportLoginsButton';
import { useReferenceT, useReferenceWord } from '../../../messages';

/** /reference: an index of the areas (the route's breadcrumb is empty, as the spec has it). */
export function ReferenceHome() {
  const t = useReferenceT();
  const word = useReferenceWord();
  usePageMeta(t('routes./reference/*.title', { defaultValue: routes.reference.title }), []);
  const permissions = usePortal((s) => s.permissions);
  const areas = use(loadAllEntities()).filter((e) => permissions.includes(permissionOf(e, 'index')));
  return (
    <div className="stack">
      <div className="row">
        <p className="muted">{t('area.intro')}</p>
        <span className="spacer" />
        <ExportLoginsButton />
      </div>
      <ul className="reference-areas" aria-label={t('area.areas')}>
        {permissions.includes('bookings.manage') && (
          <li className="card reference-area">
            <h2>
              <Link to="/reference/bookings">{t('area.bookings')}</Link>
            </h2>
            <p className="muted">{t('area.bookingsIntro')}</p>
          </li>
        )}
        {areas.map((entity) => (
          <li key={entity.resource} className="card reference-area">
            <h2>
              <Link to={referencePaths.index(entity)}>{word(entity.title)}</Link>
            </h2>
            <p className="muted">{word(entity.description)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
