import { api, bus, forgetEarly, loadSession, portalStore, type ImpersonationResponse } from '@portal/shared';

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

export const startImpersonation = async (userId: number) => afterSwitch(await api.post<ImpersonationResponse>(`/portal/impersonate/${userId}`));

export const stopImpersonation = async () => afterSwitch(await api.post<ImpersonationResponse>('/portal/impersonate/stop'));
