import type { RemoteProps } from '@portal/kit';
import { DeclaredRouter, startDeclaredPages } from '@portal/ui/DeclaredRouter';
import { routes } from './routes';
import './documents.css';

startDeclaredPages(routes);

/** The documents remote: My Documents at /documents (its children are not shown, spec section 2). */
export function App(_props: RemoteProps) {
  return <DeclaredRouter routes={routes} />;
}
