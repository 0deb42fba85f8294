import { createLifecycles } from '@portal/kit';
import { App } from './App';
import { EXTERNAL_APPS_NS, loadExternalAppsMessages } from './messages';

// The single-spa contract the shell mounts: bootstrap, mount, unmount.
export const { bootstrap, mount, unmount, update } = createLifecycles(App, { ns: EXTERNAL_APPS_NS, load: loadExternalAppsMessages });
