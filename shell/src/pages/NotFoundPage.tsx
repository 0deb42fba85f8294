import { Link } from 'react-router-dom';
import { usePageMeta } from '@portal/kit';
import { useShellT } from '../i18n/useShellT';

export function NotFoundPage() {
  const t = useShellT();
  usePageMeta(t('notFound.title'));
  return (
    <div className="state">
      <p>{t('notFound.text')}</p>
      <Link className="btn btn-primary" to="/shipments">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
