import { call } from '@portal/kit';
import { profileContract } from '@portal/contracts/profile';

/** Another user's profile, for user administrators. */
export const loadUserDetails = (id: number, signal?: AbortSignal) => call(profileContract.user, { params: { id }, signal });
