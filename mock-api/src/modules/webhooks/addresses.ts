import dns from 'node:dns';
import net from 'node:net';

/**
 * Where a webhook may go. Deliveries never reach loopback, private, link-local, carrier-grade
 * NAT, multicast or reserved addresses (a customer could otherwise make the API call into our
 * own network): the host name is resolved and every address checked, at registration and again
 * on every delivery, through the lookup the connection itself uses, so a name that resolves to
 * a public address when registered and to 127.0.0.1 later (DNS rebinding) is refused too.
 * `WEBHOOK_ALLOW_PRIVATE=1` lifts this for tests, and then also allows http:// on loopback.
 */
const BLOCKED = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** True when a delivery may not go to this address. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return BLOCKED.check(mapped[1], 'ipv4');
    return BLOCKED.check(address, 'ipv6');
  }
  return true;
}

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(`The endpoint resolves to ${address}, a private or reserved address webhooks never reach.`);
    this.name = 'BlockedAddressError';
  }
}

const isLoopbackHost = (host: string): boolean => host === 'localhost' || /^127\./.test(host) || host === '[::1]' || host === '::1';

/** What is wrong with the address as an endpoint, or null. */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The endpoint must be an https:// address.';
  }
  if (url.username || url.password) return 'The endpoint address may not hold a user name or password.';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowPrivate && isLoopbackHost(url.hostname)) return null;
  return 'The endpoint must be an https:// address.';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request: resolves as usual and refuses the connection when any address
 * is blocked (unless allowed). Node connects to the address this returns, so what is checked is
 * what is reached.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as dns.LookupAddress[];
      const blocked = allowPrivate ? undefined : list.find((a) => isBlockedAddress(a.address));
      if (blocked) return callback(new BlockedAddressError(blocked.address) as NodeJS.ErrnoException, []);
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** Resolves the endpoint's host now: the blocked address, or null when it may be reached. */
export async function blockedAddressOf(raw: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isBlockedAddress(host) ? host : null;
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.find((a) => isBlockedAddress(a.address))?.address ?? null;
  } catch {
    // An unknown name is not blocked: its deliveries fail and are retried until it resolves.
    return null;
  }
}
