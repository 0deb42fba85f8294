import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../helpers';

/**
 * The static hosts of host/src/serve-app.ts, as deployed: the shell host (portal page, /api proxy)
 * and a remote (CORS, cache policy). They run in a child process because the script is an ES module.
 */
const root = path.resolve(__dirname, '../../..');
let api: TestServer;
let hosts: ChildProcess;
let shellUrl: string;
let remoteUrl: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-hosts-'));

function fakeBuild(dir: string, files: Record<string, string>) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  }
}

beforeAll(async () => {
  api = await startTestServer({ seed: 'core', config: { loginRateLimit: 3 } });
  // A page the size of the shell's (its styles inline), worth compressing.
  const shellPage = `<!doctype html><html lang=en><head><title>portal</title><style>${'.boot-bar{display:flex}'.repeat(100)}</style><script defer src=/main.js></script></head><body><div id=root></div></body></html>`;
  fakeBuild(path.join(tmp, 'shell'), { 'index.html': shellPage, 'main.js': 'console.log(1)' });
  fakeBuild(path.join(tmp, 'quotes'), {
    'index.html': '<!doctype html><title>quotes</title>',
    'mf-manifest.json': '{}',
    'remoteEntry.js': 'var quotes;',
    '512.0a1b2c3d.js': 'var chunk = 1;'.repeat(50),
  });
  const script = `
    const { serveApp } = await import(${JSON.stringify(path.join(root, 'host/src/serve-app.ts'))});
    const shell = await serveApp('shell', process.env, { distDir: process.env.SHELL_DIST, port: 0 });
    const quotes = await serveApp('quotes', process.env, { distDir: process.env.QUOTES_DIST, port: 0 });
    console.log(JSON.stringify({ shell: shell.app.server.address().port, quotes: quotes.app.server.address().port }));`;
  hosts = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, API_PORT: new URL(api.baseUrl).port, SHELL_DIST: path.join(tmp, 'shell'), QUOTES_DIST: path.join(tmp, 'quotes') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<{ shell: number; quotes: number }>((resolve, reject) => {
    let out = '';
    hosts.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    hosts.on('exit', (code) => reject(new Error(`static hosts exited with ${code}`)));
  });
  shellUrl = `http://localhost:${ports.shell}`;
  remoteUrl = `http://localhost:${ports.quotes}`;
});

afterAll(async () => {
  hosts?.kill();
  await api?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test("the portal page carries the portal's CSP naming the remote origins, and the other security headers", async () => {
  const res = await fetch(`${shellUrl}/myshipments/air`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:8082/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) expect(csp).toContain(directive);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('cache-control')).toBe('no-cache');
});

test('the portal page, written per request, is sent compressed to a browser that takes it, and plain to one that does not', async () => {
  const page = (encoding: string) => fetch(`${shellUrl}/myshipments/air`, { headers: { accept: 'text/html', 'accept-encoding': encoding } });
  const brotli = await page('gzip, deflate, br');
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(await brotli.text()).toContain('id="portal-registry"');
  const gzip = await page('gzip');
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(await gzip.text()).toContain('id="portal-registry"');
  const plain = await page('identity');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toContain('id="portal-registry"');
});

test('the shell host serves /remotes.json from its environment, revalidated every time', async () => {
  const res = await fetch(`${shellUrl}/remotes.json`);
  const body = (await res.json()) as { remotes: { name: string; manifest: string; enabled: boolean }[] };
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(body.remotes.find((r) => r.name === 'quotes')).toMatchObject({ manifest: 'http://localhost:8082/mf-manifest.json', enabled: true });
});

test('a remote serves its manifest and entry no-cache, hashed chunks immutable and compressed, all with CORS', async () => {
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const res = await fetch(`${remoteUrl}/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  }
  const chunk = await fetch(`${remoteUrl}/512.0a1b2c3d.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers.get('content-encoding')).toBe('gzip');
  expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
});

test("a client's own X-Forwarded-For does not escape sign-in throttling through the portal host", async () => {
  const statuses: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const res = await fetch(`${shellUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
      body: JSON.stringify({ email: 'customer@portal.test', password: `wrong-${i}` }),
    });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
  expect(statuses.slice(3)).toEqual([429, 429]);
});
