import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoadingState, type RemoteProps } from '@portal/kit';
import { NetworksPage } from './features/networks/components/NetworksPage';
import { routes } from './routes';
import './network.css';

// Contact Us brings formik, yup and the message rules, which /networks does not run (issue 21:
// their start-up was a long task on a phone). Opened on /contact, the chunk is asked for as
// this module runs, alongside the rest of the first screen.
const loadContactPage = () => import(/* webpackChunkName: "contact" */ './features/contact/components/ContactPage');
if (window.location.pathname === routes.contact.path) void loadContactPage();
const ContactPage = lazy(() => loadContactPage().then((m) => ({ default: m.ContactPage })));

/** The network slice: /networks (My networks) and /contact (Contact Us). */
export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routes.networks.path} element={<NetworksPage />} />
        <Route
          path={routes.contact.path}
          element={
            <Suspense fallback={<LoadingState label="Loading Contact Us…" />}>
              <ContactPage />
            </Suspense>
          }
        />
        {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
