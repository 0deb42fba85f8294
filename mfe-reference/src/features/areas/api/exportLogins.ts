import { downloadFile } from '@portal/shared';

/** GET /api/export/logins → logins.xlsx (every sign-in attempt). */
export const exportLogins = () => downloadFile('/api/export/logins', 'logins.xlsx');
