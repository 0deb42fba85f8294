import type { RemoteProps } from '@portal/kit';
import { DeclaredRouter, startDeclaredPages } from '@portal/ui/DeclaredRouter';
import { EXTERNAL_APPS_NS } from './messages';
import { routes } from './routes';
import './externalApps.css';

startDeclaredPages(routes);

/** My tracker (with its identity provider's sign-in), MyKPI and My TMS, as routes.ts declares them. */
export function App(_props: RemoteProps) {
  return <DeclaredRouter routes={routes} messages={EXTERNAL_APPS_NS} />;
}
