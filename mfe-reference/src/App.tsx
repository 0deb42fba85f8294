import { Suspense } from 'react';
import { LoadingState, type RemoteProps } from '@portal/kit';
import { DeclaredRouter, startDeclaredPages } from '@portal/ui/DeclaredRouter';
import { isReferenceResource, loadEntity } from '@portal/contracts/reference/catalogue';
import { RequireReferenceAccess } from './features/access/components/RequireReferenceAccess';
import { REFERENCE_NS } from './messages';
import { routes } from './routes';
import './reference.css';

// What the opened address needs beyond this chunk starts now, not when React first renders it:
// the entity's declaration (made in a microtask, so the first render finds it) and the page's chunk.
const opened = window.location.pathname.split('/')[2] ?? '';
if (isReferenceResource(opened)) void loadEntity(opened);
startDeclaredPages(routes);

/** The reference area (administrators only), as routes.ts declares its pages. */
export function App(_props: RemoteProps) {
  return (
    <RequireReferenceAccess>
      <div className="reference-area-root">
        {/* A list's page waits for its entity's declaration (useRouteEntity) here. */}
        <Suspense fallback={<LoadingState />}>
          <DeclaredRouter routes={routes} messages={REFERENCE_NS} />
        </Suspense>
      </div>
    </RequireReferenceAccess>
  );
}
