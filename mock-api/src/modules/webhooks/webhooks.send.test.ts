import net from 'node:net';
import { translate } from '../../core/i18n';
import { sendDelivery } from './send';

/**
 * What a delivery that found no answer stores is a sentence its owner reads (in their language
 * where it is shown), with the system's code kept, never a raw socket message.
 */
const attempt = (url: string, timeoutMs = 2000) =>
  sendDelivery({ url, secret: `whsec_${Buffer.alloc(32, 3).toString('base64')}`, messageId: 'msg_send', payload: '{}', timeoutMs, allowPrivate: true });

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('says a refused connection in words, in English and in Dutch', async () => {
  const result = await attempt(`http://127.0.0.1:${await freePort()}/hook`);
  expect(result).toMatchObject({ ok: false, statusCode: null, error: 'The endpoint refused the connection (ECONNREFUSED).' });
  expect(translate(result.error!, 'nl')).toBe('Het endpoint weigerde de verbinding (ECONNREFUSED).');
});

it('says an endpoint that never answers in words, in English and in Dutch', async () => {
  const silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const result = await attempt(`http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/hook`, 200);
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'No answer within 200 ms.' });
    expect(translate(result.error!, 'nl')).toBe('Geen antwoord binnen 200 ms.');
  } finally {
    silent.close();
  }
});
