import type { RemoteProps } from '@portal/kit';
import { DeclaredRouter, startDeclaredPages } from '@portal/ui/DeclaredRouter';
import { routes } from './routes';
import { QUOTES_NS } from './messages';
import './quotes.css';

startDeclaredPages(routes);

/** The quotes remote: the list, the request form and the sandbox, as routes.ts declares them. */
export function App(_props: RemoteProps) {
  return <DeclaredRouter routes={routes} messages={QUOTES_NS} />;
}
