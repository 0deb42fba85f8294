import { isBlockedAddress, urlProblem } from './addresses';
import { sendDelivery } from './send';

/**
 * Private targets in disguise: IPv6 forms that carry a private IPv4 address (mapped in hex, 6to4,
 * Teredo, NAT64) and names with a trailing dot, refused when registered and when delivered.
 */
describe('webhook addresses', () => {
  it('refuses IPv6 addresses that carry a private or loopback IPv4 address', () => {
    const blocked = [
      '::ffff:7f00:1', // mapped, in hex
      '::ffff:0:a00:1', // translated
      '::7f00:1', // compatible
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1
      '2001:0:a00:1::1', // Teredo, server 10.0.0.1
      '64:ff9b:1::a00:1', // local-use NAT64
      'fe80::1%eth0',
    ];
    for (const a of blocked) expect([a, isBlockedAddress(a)]).toEqual([a, true]);
    for (const a of ['2002:808:808::1', '2001:0:808:808::f7f7:f7f7', '::ffff:808:808']) expect([a, isBlockedAddress(a)]).toEqual([a, false]);
  });

  it('refuses a host name with a trailing dot', () => {
    for (const url of ['https://localhost./hook', 'https://intranet.example./hook']) expect(urlProblem(url, false)).toMatch(/dot/);
    expect(urlProblem('https://erp.example.com/hook', false)).toBeNull();
  });

  it('does not connect to a blocked address written in the endpoint, whatever was let in when registered', async () => {
    for (const url of ['https://[2002:7f00:1::]/hook', 'https://[::ffff:7f00:1]:9/hook', 'https://localhost./hook']) {
      const result = await sendDelivery({ url, secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`, messageId: 'msg_1', payload: '{}', timeoutMs: 2000, allowPrivate: false });
      expect([url, result.ok, result.error]).toEqual([url, false, expect.stringMatching(/private or reserved|dot/)]);
    }
  });
});
