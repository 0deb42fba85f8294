import { bus, forgetEarly, loadSession, portalStore, switchSelectionReads } from '@portal/kit';
import type { ImpersonationResponse } from '@portal/contracts/profile';
import { call } from '@portal/kit';
import { profileContract } from '@portal/contracts/profile';

/**
 * Start and stop impersonation, then reload the session (profile, permissions, options,
 * selection) and tell mounted slices to reload their data for the new user.
 */
async function afterSwitch(res: ImpersonationResponse): Promise<ImpersonationResponse> {
  // Early answers were asked as the previous user; loadSession changes the store, and slices reload on that.
  forgetEarly();
  await loadSession();
  const selection = portalStore.getState().selection;
  if (selection) bus.emit('selection:changed', selection);
  bus.emit('profile:changed', {});
  return res;
}

/**
 * Reads under way are aborted before the switch is sent, and reads asked for meanwhile dropped
 * (switchSelectionReads): answered as the other user, they would be 404s in the console.
 */
const switchUser = async (send: () => Promise<ImpersonationResponse>) => {
  forgetEarly();
  return afterSwitch(await switchSelectionReads(send, forgetEarly));
};

export const startImpersonation = (userId: number) => switchUser(() => call(profileContract.startImpersonation, { params: { userId } }));

export const stopImpersonation = () => switchUser(() => call(profileContract.stopImpersonation));
