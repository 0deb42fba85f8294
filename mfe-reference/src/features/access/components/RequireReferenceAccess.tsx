import type { ReactNode } from 'react';
import { usePageMeta, usePortal } from '@portal/kit';
import { routes } from '../../../routes';
import { useReferenceT } from '../../../messages';

/**
 * The area is for administrators. The API refuses everyone else (403) and the menu hides it; a
 * customer who types the address gets this message instead of a page of errors.
 */
export function RequireReferenceAccess({ children }: { children: ReactNode }) {
  const allowed = usePortal((s) => s.permissions.includes(routes.reference.permission));
  if (!allowed) return <NoAccess />;
  return <>{children}</>;
}

function NoAccess() {
  const t = useReferenceT();
  usePageMeta(t('routes./reference/*.title', { defaultValue: routes.reference.title }), []);
  return (
    <div className="state state-error" role="alert">
      <span>{t('area.adminsOnly')}</span>
    </div>
  );
}
