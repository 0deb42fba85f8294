import type { Modality } from '@portal/shared';
import { call } from '@portal/shared/contracts/call';
import { quoteRequestsContract, type UnlocodePlace } from '@portal/shared/contracts/quoteRequests';

/** Seaports for SEA, airports for AIR, ports and rail terminals for MUL (both kinds without a mode). */
export async function searchPorts(country: string, query: string, modality: Modality | '', signal?: AbortSignal): Promise<UnlocodePlace[]> {
  return (await call(quoteRequestsContract.ports, { query: { country, port: query, modality }, signal })).ports;
}
