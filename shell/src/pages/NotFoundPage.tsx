import { Link } from 'react-router-dom';
import { usePageMeta } from '@portal/kit';

export function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <div className="state">
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <Link className="btn btn-primary" to="/shipments">
        Go to MyDashboard
      </Link>
    </div>
  );
}
