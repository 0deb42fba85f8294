import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoadingState, type RemoteProps } from '@portal/kit';
import { isReferenceResource, loadEntity } from '@portal/contracts/reference/catalogue';
import { RequireReferenceAccess } from './features/access/components/RequireReferenceAccess';
import { NotFound } from './features/areas/components/NotFound';
import { EntityRoutes } from './entityRoutes';
import { BookingsPage, GroupUsersPage, ReferenceHome, preloadPageOf } from './lazyPages';
import './reference.css';

// What the opened address needs beyond this chunk starts now, not when React first renders it:
// the entity's declaration (made in a microtask, so the first render finds it) and the page's chunk.
const opened = window.location.pathname.split('/')[2] ?? '';
if (isReferenceResource(opened)) void loadEntity(opened);
preloadPageOf(window.location.pathname);

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <RequireReferenceAccess>
        <div className="reference-area-root">
          <Suspense fallback={<LoadingState />}>
            <Routes>
              <Route path="/reference" element={<ReferenceHome />} />
              <Route path="/reference/userCustomerGroup/group/:customerGroup" element={<GroupUsersPage />} />
              <Route path="/reference/bookings" element={<BookingsPage />} />
              <Route path="/reference/:resource/*" element={<EntityRoutes />} />
              <Route path="/reference/*" element={<NotFound />} />
              {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
              <Route path="*" element={null} />
            </Routes>
          </Suspense>
        </div>
      </RequireReferenceAccess>
    </BrowserRouter>
  );
}
