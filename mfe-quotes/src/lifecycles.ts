import { createLifecycles } from '@portal/kit';
import { App } from './App';
import { loadQuotesMessages, QUOTES_NS } from './messages';

// The single-spa contract the shell mounts: bootstrap, mount, unmount.
export const { bootstrap, mount, unmount, update } = createLifecycles(App, { ns: QUOTES_NS, load: loadQuotesMessages });
