import http from 'node:http';
import { startTestServer, type TestServer } from './helpers';

/**
 * What a front door could change in the API's answers, checked on the API itself and behind nginx
 * (the `mock-api (nginx)` project): a body over the limit and an address that cannot be decoded
 * get the API's own status and error body, every time.
 */
jest.setTimeout(120_000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
});
afterAll(async () => server?.close());

/** A POST of `size` bytes of JSON with its Content-Length; a broken connection is status 0. */
function post(url: string, size: number): Promise<{ status: number; text: string }> {
  const body = Buffer.alloc(size, 'x');
  body.write('{"email":"');
  body.write('"}', size - 2);
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(size) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', () => resolve({ status: 0, text: 'response error' }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, text: String(err) }));
    req.end(body);
  });
}

describe('a JSON body over the limit (1 MiB)', () => {
  // The API reads it to its end before it answers: nginx buffers a body and sends it on whole,
  // and when the API answered and closed while it was still sending, nginx saw the connection
  // reset and answered 502.
  it.each([
    ['1.1 MB', 1_100_000],
    ['5 MB', 5_000_000],
  ])('of %s is a 413 every time, never a broken connection or a 502', async (_name, size) => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await post(`${server.baseUrl}/api/login`, size));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(413));
    expect(JSON.parse(answers[0].text)).toEqual({ message: 'The request body is too large.', code: 'TOO_LARGE' });
  });

  it('while one within the limit is still read and answered', async () => {
    const answer = await post(`${server.baseUrl}/api/login`, 900_000);
    expect(answer.status).toBe(422);
  });
});

it('an address with a broken %-escape is a 400 with the API error body (nginx refuses it before any location)', async () => {
  for (const address of ['/api/networks/locations/%zz', '/api/networks/locations/%']) {
    const res = await fetch(`${server.baseUrl}${address}`);
    expect([address, res.status, res.headers.get('content-type'), await res.json()]).toEqual([
      address,
      400,
      expect.stringMatching(/^application\/json/),
      { message: 'The address is malformed.', code: 'BAD_REQUEST' },
    ]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  }
});
