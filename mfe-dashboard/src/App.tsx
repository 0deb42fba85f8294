import type { RemoteProps } from '@portal/kit';
import { DeclaredRouter, startDeclaredPages } from '@portal/ui/DeclaredRouter';
import { DASHBOARD_NS } from './messages';
import { routes } from './routes';
import './dashboard.css';

startDeclaredPages(routes);

/** MyDashboard and MyShipments (the lists and a shipment's detail), as routes.ts declares them. */
export function App(_props: RemoteProps) {
  return <DeclaredRouter routes={routes} messages={DASHBOARD_NS} />;
}
