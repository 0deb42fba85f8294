import { createLifecycles } from '@portal/shared';
import { MyQuotesPanel } from './MyQuotesPanel';

/** Exposed as './MyQuotesPanel': the dashboard mounts it with <RemoteParcel remote="quotes" …>. */
export const { bootstrap, mount, unmount, update } = createLifecycles(MyQuotesPanel);
