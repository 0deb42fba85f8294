import { download } from '@portal/shared/contracts/call';
import { referenceAreaContract } from '@portal/shared/contracts/reference';

/** logins.xlsx: every sign-in attempt. */
export const exportLogins = () => download(referenceAreaContract.exportLogins, {}, 'logins.xlsx');
