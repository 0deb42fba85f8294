import * as kit from '@portal/kit';
import { checkedLifecycles } from '@portal/kit/compat';
import { MyQuotesPanel } from './MyQuotesPanel';

/** Exposed as './MyQuotesPanel': the dashboard mounts it with <RemoteParcel remote="quotes" …>. */
export const { bootstrap, mount, unmount, update } = checkedLifecycles(kit, () => kit.createLifecycles(MyQuotesPanel));
