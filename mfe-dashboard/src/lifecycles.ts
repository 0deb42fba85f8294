import { createLifecycles } from '@portal/kit';
import { App } from './App';
import { DASHBOARD_NS, loadDashboardMessages } from './messages';

// The single-spa contract the shell mounts: bootstrap, mount, unmount.
export const { bootstrap, mount, unmount, update } = createLifecycles(App, { ns: DASHBOARD_NS, load: loadDashboardMessages });
