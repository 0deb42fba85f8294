import { createLifecycles } from '@portal/kit';
import { App } from './App';

// The single-spa contract the shell mounts: bootstrap, mount, unmount.
export const { bootstrap, mount, unmount, update } = createLifecycles(App);
