import { download } from '@portal/kit';
import { referenceAreaContract } from '@portal/contracts/reference';

/** logins.xlsx: every sign-in attempt. */
export const exportLogins = () => download(referenceAreaContract.exportLogins, {}, 'logins.xlsx');
