import { Link } from 'react-router-dom';
import { useShellT } from '../i18n/useShellT';
import { usePortal } from '@portal/kit';

/** Title and breadcrumbs of the current page, as the page (shell or remote) declared them. */
export function PageHeading() {
  const t = useShellT();
  const { title, breadcrumbs } = usePortal((s) => s.pageMeta);
  return (
    <div className="page-heading">
      {/* The trail's line and the title's line keep their room while the page names itself: the page below does not move. */}
      {breadcrumbs.length === 0 && <div className="breadcrumbs" aria-hidden="true" />}
      {breadcrumbs.length > 0 && (
        <nav aria-label={t('header.breadcrumb')}>
          <ol className="breadcrumbs">
            {breadcrumbs.map((crumb, i) => (
              <li key={`${crumb.label}-${i}`}>{crumb.to && i < breadcrumbs.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current={i === breadcrumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>}</li>
            ))}
          </ol>
        </nav>
      )}
      <h1>{title}</h1>
    </div>
  );
}
