import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@portal/shared';
import { ContactPage } from './features/contact/components/ContactPage';
import { NetworksPage } from './features/networks/components/NetworksPage';
import { routes } from './routes';
import './network.css';

/** The network slice: /networks (My networks) and /contact (Contact Us). */
export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routes.networks.path} element={<NetworksPage />} />
        <Route path={routes.contact.path} element={<ContactPage />} />
        {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
