import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { usePageMeta, type RemoteProps } from '@portal/kit';
import { ReferenceHome } from './features/areas/components/ReferenceHome';
import { RequireReferenceAccess } from './features/access/components/RequireReferenceAccess';
import { GroupUsersPage } from './features/groupUsers/components/GroupUsersPage';
import { ENTITY_ROUTES } from './entityRoutes';
import { REFERENCE_CRUMB } from './features/entities/breadcrumbs';
import './reference.css';

function NotFound() {
  usePageMeta('Not found', [REFERENCE_CRUMB, { label: 'Not found' }]);
  return <p className="state">This page does not exist in the reference area.</p>;
}

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <RequireReferenceAccess>
        <div className="reference-area-root">
          <Routes>
            <Route path="/reference" element={<ReferenceHome />} />
            {ENTITY_ROUTES.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            <Route path="/reference/userCustomerGroup/group/:customerGroup" element={<GroupUsersPage />} />
            <Route path="/reference/*" element={<NotFound />} />
            {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
            <Route path="*" element={null} />
          </Routes>
        </div>
      </RequireReferenceAccess>
    </BrowserRouter>
  );
}
