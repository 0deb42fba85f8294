import { createLifecycles } from '@portal/kit';
import { MyQuotesPanel } from './MyQuotesPanel';

/** Exposed as './MyQuotesPanel': the dashboard mounts it with <RemoteParcel remote="quotes" …>. */
export const { bootstrap, mount, unmount, update } = createLifecycles(MyQuotesPanel);
