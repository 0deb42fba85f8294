import { Link } from 'react-router-dom';
import { usePortal } from '@portal/shared';

/** Title and breadcrumbs of the current page, as the page (shell or remote) declared them. */
export function PageHeading() {
  const { title, breadcrumbs } = usePortal((s) => s.pageMeta);
  return (
    <div className="page-heading">
      {breadcrumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
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
