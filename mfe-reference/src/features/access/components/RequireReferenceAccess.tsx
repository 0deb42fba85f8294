import type { ReactNode } from 'react';
import { usePageMeta, usePortal } from '@portal/shared';
import { REFERENCE_AREA_TITLE } from '@portal/shared/reference/declaration';

/**
 * The area is for administrators. The API refuses everyone else (403) and the menu hides it; a
 * customer who types the address gets this message instead of a page of errors.
 */
export function RequireReferenceAccess({ children }: { children: ReactNode }) {
  const allowed = usePortal((s) => s.permissions.includes('reference.index'));
  if (!allowed) return <NoAccess />;
  return <>{children}</>;
}

function NoAccess() {
  usePageMeta(REFERENCE_AREA_TITLE, []);
  return (
    <div className="state state-error" role="alert">
      <span>The reference area is for administrators only.</span>
    </div>
  );
}
