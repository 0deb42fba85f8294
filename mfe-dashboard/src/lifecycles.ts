import * as kit from '@portal/kit';
import { checkedLifecycles } from '@portal/kit/compat';
import { App } from './App';

// The single-spa contract the shell mounts: bootstrap, mount, unmount; a reload asked for instead
// when the shell's @portal/kit lacks an export this build saw (shared/kit/src/compat.ts).
export const { bootstrap, mount, unmount, update } = checkedLifecycles(kit, () => kit.createLifecycles(App));
