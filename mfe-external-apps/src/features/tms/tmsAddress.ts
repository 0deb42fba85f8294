import type { TmsConfig } from '@portal/contracts/externalApps';

/** The TMS opened for the selected organisation or group; the TMS signs its users in itself. */
export function tmsAddress(config: TmsConfig): string {
  const url = new URL(config.url, window.location.origin);
  if (config.companyCode) url.searchParams.set('company', config.companyCode);
  return url.toString();
}
