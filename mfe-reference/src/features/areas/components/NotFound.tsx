import { usePageMeta } from '@portal/kit';
import { REFERENCE_CRUMB } from '../../../entities/breadcrumbs';

/** An address in the area that names no page. */
export function NotFound() {
  usePageMeta('Not found', [REFERENCE_CRUMB, { label: 'Not found' }]);
  return <p className="state">This page does not exist in the reference area.</p>;
}
