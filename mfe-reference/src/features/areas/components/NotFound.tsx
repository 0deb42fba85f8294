import { usePageMeta } from '@portal/kit';
import { referenceCrumb } from '../../../entities/breadcrumbs';
import { useReferenceT } from '../../../messages';

/** An address in the area that names no page. */
export function NotFound() {
  const t = useReferenceT();
  usePageMeta(t('area.notFound'), [referenceCrumb(), { label: t('area.notFound') }]);
  return <p className="state">{t('area.notFoundText')}</p>;
}
