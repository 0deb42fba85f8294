import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { routeHome, type RemoteProps } from '@portal/kit';
import { DocumentsPage } from './features/documents/components/DocumentsPage';
import { routes } from './routes';
import './documents.css';

/** The documents remote: My Documents at /documents (its children are not shown, spec section 2). */
export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routeHome(routes.documents)} element={<DocumentsPage />} />
        <Route path="/documents/*" element={<Navigate to="/documents" replace />} />
        {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
