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
  // NAT64, the well-known prefix and the local-use one (RFC 8215): a translator in front of any IPv4.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit words of an IPv6 address (a trailing dotted quad and a zone allowed), or null. */
function ipv6Words(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const quad = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(2).map(Number);
    text = `${quad[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const words = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return words.length === 8 ? words.map((w) => parseInt(w, 16)) : null;
}

const ipv4Of = (high: number, low: number): string => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 addresses an IPv6 address carries to the network: mapped (::ffff:a.b.c.d, in any
 * notation), translated (::ffff:0:a.b.c.d), compatible (::a.b.c.d), 6to4 (2002:AABB:CCDD::) and
 * Teredo (2001:0:server:…:~client). A 6to4 address of 127.0.0.1 reaches loopback through a relay.
 */
function embeddedIpv4(w: number[]): string[] {
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (w[5] === 0xffff || w[5] === 0)) return [ipv4Of(w[6], w[7])];
  if (zeros(0, 4) && w[4] === 0xffff && w[5] === 0) return [ipv4Of(w[6], w[7])];
  if (w[0] === 0x2002) return [ipv4Of(w[1], w[2])];
  if (w[0] === 0x2001 && w[1] === 0) return [ipv4Of(w[2], w[3]), ipv4Of(~w[6] & 0xffff, ~w[7] & 0xffff)];
  return [];
}

/** True when a delivery may not go to this address. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address.replace(/%.*$/, ''));
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    const words = ipv6Words(address);
    if (!words) return true;
    return BLOCKED.check(address.replace(/%.*$/, ''), 'ipv6') || embeddedIpv4(words).some((a) => BLOCKED.check(a, 'ipv4'));
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
  // "localhost." and "intranet.corp." name what their dotless form names, past a check by name.
  if (url.hostname.endsWith('.')) return 'The endpoint\'s host name may not end with a dot.';
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
