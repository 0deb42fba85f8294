import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { routeHome, type RemoteProps } from '@portal/shared';
import { QuoteRequestPage } from './features/quote-form/components/QuoteRequestPage';
import { QuotesPage } from './features/quote-list/components/QuotesPage';
import { SandboxPage } from './features/quote-list/components/SandboxPage';
import { routes } from './routes';
import './quotes.css';

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routeHome(routes.quotes)} element={<QuotesPage />} />
        <Route path="/quotes/create" element={<QuoteRequestPage />} />
        <Route path="/quotes/*" element={<Navigate to="/quotes" replace />} />
        <Route path={routes.sandbox.path} element={<SandboxPage />} />
        {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
