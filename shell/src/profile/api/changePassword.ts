import { call } from '@portal/kit';
import { profileContract } from '@portal/contracts/profile';

/** Ends every session of the user on success. */
export const changePassword = (currentPassword: string, password: string) =>
  call(profileContract.changePassword, { body: { current_password: currentPassword, password } });
