import { call } from '@portal/shared/contracts/call';
import { profileContract } from '@portal/shared/contracts/profile';

/** Another user's profile, for user administrators. */
export const loadUserDetails = (id: number, signal?: AbortSignal) => call(profileContract.user, { params: { id }, signal });
