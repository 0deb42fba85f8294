import type { RemoteProps } from '@portal/kit';
import { DeclaredRouter, startDeclaredPages } from '@portal/ui/DeclaredRouter';
import { NETWORK_NS } from './messages';
import { routes } from './routes';
import './network.css';

startDeclaredPages(routes);

/** The network slice: /networks (My networks) and /contact (Contact Us), as routes.ts declares them. */
export function App(_props: RemoteProps) {
  return <DeclaredRouter routes={routes} messages={NETWORK_NS} />;
}
