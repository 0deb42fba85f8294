import { createLifecycles } from '@portal/kit';
import { App } from './App';
import { DOCUMENTS_NS, loadDocumentsMessages } from './messages';

// The single-spa contract the shell mounts: bootstrap, mount, unmount.
export const { bootstrap, mount, unmount, update } = createLifecycles(App, { ns: DOCUMENTS_NS, load: loadDocumentsMessages });
