import { createLifecycles } from '@portal/kit';
import { App } from './App';
import { loadReferenceMessages, REFERENCE_NS } from './messages';

// The single-spa contract the shell mounts: bootstrap, mount, unmount.
export const { bootstrap, mount, unmount, update } = createLifecycles(App, { ns: REFERENCE_NS, load: loadReferenceMessages });
