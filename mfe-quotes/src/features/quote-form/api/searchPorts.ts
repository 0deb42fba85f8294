import { api, type Modality, type UnlocodePlace } from '@portal/shared';

/** POST /api/unlocode/ports { country, port, modality } → seaports for SEA, airports for AIR, ports and rail terminals for MUL. */
export async function searchPorts(country: string, query: string, modality: Modality | '', signal?: AbortSignal): Promise<UnlocodePlace[]> {
  const { ports } = await api.post<{ ports: UnlocodePlace[] }>('/unlocode/ports', { country, port: query, modality }, { signal });
  return ports;
}
