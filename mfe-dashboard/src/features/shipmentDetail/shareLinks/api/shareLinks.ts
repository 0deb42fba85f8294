import { call } from '@portal/kit';
import { shareLinksContract, type ShareLinkInput } from '@portal/contracts/shareLinks';
import type { ModeKey } from '../../../../shipments/modes';

// A shipment's share links: the three calls of the panel on its page.
export const listShareLinks = (mode: ModeKey, id: string, signal?: AbortSignal) => call(shareLinksContract.list, { params: { mode, id }, signal });
export const createShareLink = (mode: ModeKey, id: string, body: ShareLinkInput) => call(shareLinksContract.create, { params: { mode, id }, body });
export const revokeShareLink = (linkId: number) => call(shareLinksContract.revoke, { params: { linkId } });
