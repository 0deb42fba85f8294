import type { Modality } from '@portal/contracts/wire';
import { call } from '@portal/kit';
import { quoteRequestsContract, type UnlocodePlace } from '@portal/contracts/quoteRequests';

/** Seaports for SEA, airports for AIR, ports and rail terminals for MUL (both kinds without a mode). */
export async function searchPorts(country: string, query: string, modality: Modality | '', signal?: AbortSignal): Promise<UnlocodePlace[]> {
  return (await call(quoteRequestsContract.ports, { query: { country, port: query, modality }, signal })).ports;
}
