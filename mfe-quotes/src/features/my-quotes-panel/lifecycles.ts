import { createLifecycles } from '@portal/kit';
import { loadQuotesMessages, QUOTES_NS } from '../../messages';
import { MyQuotesPanel } from './MyQuotesPanel';

/** Exposed as './MyQuotesPanel': the dashboard mounts it with <RemoteParcel remote="quotes" …>. */
export const { bootstrap, mount, unmount, update } = createLifecycles(MyQuotesPanel, { ns: QUOTES_NS, load: loadQuotesMessages });
