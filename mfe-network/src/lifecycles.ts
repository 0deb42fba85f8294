import { createLifecycles } from '@portal/kit';
import { App } from './App';
import { loadNetworkMessages, NETWORK_NS } from './messages';

// The single-spa contract the shell mounts: bootstrap, mount, unmount.
export const { bootstrap, mount, unmount, update } = createLifecycles(App, { ns: NETWORK_NS, load: loadNetworkMessages });
