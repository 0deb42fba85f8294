import { call } from '@portal/shared/contracts/call';
import { profileContract } from '@portal/shared/contracts/profile';

/** Ends every session of the user on success. */
export const changePassword = (currentPassword: string, password: string) =>
  call(profileContract.changePassword, { body: { current_password: currentPassword, password } });
