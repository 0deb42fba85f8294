import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlWithHints, remoteFirstScripts, remoteForPath, remoteScriptsCache } from './html-hints.mjs';

const registry = {
  remotes: [
    { name: 'dashboard', manifest: 'http://localhost:8081/mf-manifest.json', enabled: true, routes: [{ path: '/shipments', earlyFetch: ['/api/shipments/data'] }, { path: '/myshipments/*' }] },
    { name: 'quotes', manifest: 'http://localhost:8082/mf-manifest.json', enabled: false, routes: [{ path: '/quotes/*', earlyFetch: ['/api/quotes/x'] }] },
  ],
};
const preload = { everyPage: ['bootstrap.1234abcd.js', '262.0000aaaa.js'], signedIn: ['signed-in.5678ef01.js'], routes: { '/portal': ['own-profile.9abc0123.js'] } };
const html = '<html><head><title>x</title></head><body></body></html>';
const hints = (pathname, cookieHeader) => htmlWithHints(html, { registry, preload, pathname, cookieHeader });

test('a path finds the remote whose route owns it, exactly or below a /* route', () => {
  assert.equal(remoteForPath(registry, '/shipments')?.name, 'dashboard');
  assert.equal(remoteForPath(registry, '/myshipments')?.name, 'dashboard');
  assert.equal(remoteForPath(registry, '/myshipments/sea/SEA1')?.name, 'dashboard');
  assert.equal(remoteForPath(registry, '/shipmentsx'), null);
  assert.equal(remoteForPath(registry, '/quotes/create')?.name, 'quotes');
  assert.equal(remoteForPath(registry, '/portal'), null);
});

test('signed out, only the scripts every page runs are hinted', () => {
  const page = hints('/login', 'other=1');
  assert.match(page, /<link rel="preload" as="script" href="\/bootstrap\.1234abcd\.js">/);
  assert.doesNotMatch(page, /signed-in/);
  assert.doesNotMatch(page, /rel="preload"[^>]*mf-manifest/);
  assert.doesNotMatch(page, /href="\/api\//);
});

test('signed in, the session check and the route\'s early reads are started by the page itself', () => {
  const fetchHint = (url) => new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replace(/[/.]/g, '\\$&')}">`);
  const dashboard = hints('/shipments', 'portal.signedIn=1');
  for (const url of ['/api/portal/userProfile', '/api/portal/customerOptions', '/api/shipments/data']) assert.match(dashboard, fetchHint(url));
  // The shell's own pages check the session too; a route without early reads adds none.
  const profile = hints('/portal', 'portal.signedIn=1');
  assert.match(profile, fetchHint('/api/portal/userProfile'));
  assert.doesNotMatch(hints('/myshipments/sea', 'portal.signedIn=1'), fetchHint('/api/shipments/data'));
  // A switched-off remote's reads are not made; a signed-out page (a stale hint cookie) gets none.
  assert.doesNotMatch(hints('/quotes', 'portal.signedIn=1'), fetchHint('/api/quotes/x'));
  assert.doesNotMatch(hints('/login', 'portal.signedIn=1'), /href="\/api\/|signed-in/);
});

test("signed in, the signed-in frame and the route's remote manifest are hinted too", () => {
  const page = hints('/myshipments/sea', 'a=b; portal.signedIn=1');
  assert.match(page, /href="\/signed-in\.5678ef01\.js"/);
  assert.match(page, /<link rel="preload" as="fetch" crossorigin="anonymous" href="http:\/\/localhost:8081\/mf-manifest\.json">/);
  // A switched-off remote is not asked for.
  assert.doesNotMatch(hints('/quotes', 'portal.signedIn=1'), /rel="preload"[^>]*8082/);
});

test('the registry is in the page as a JSON block that no value can close', () => {
  const tricky = { remotes: [{ ...registry.remotes[0], routes: [{ path: '/x', title: '</script><script>alert(1)</script>' }] }] };
  const page = htmlWithHints(html, { registry: tricky, preload, pathname: '/x', cookieHeader: '' });
  const block = page.match(/<script type="application\/json" id="portal-registry">(.*?)<\/script>/)[1];
  assert.doesNotMatch(block, /</);
  assert.deepEqual(JSON.parse(block), tricky);
  assert.ok(page.indexOf('portal-registry') < page.indexOf('</head>'));
});

test("the opened remote's entry and first scripts are hinted after the route's API reads", () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './App', assets: { js: { sync: ['142.aa.js', '__federation_expose_App.bb.js'], async: ['975.cc.js'] } } }],
  };
  const scripts = remoteFirstScripts('http://localhost:8081/mf-manifest.json', manifest);
  assert.deepEqual(scripts, ['http://localhost:8081/remoteEntry.js', 'http://localhost:8081/142.aa.js', 'http://localhost:8081/__federation_expose_App.bb.js']);
  assert.equal(remoteFirstScripts('http://x/mf-manifest.json', { metaData: {}, exposes: [] }), null);

  const page = htmlWithHints(html, { registry, preload, pathname: '/shipments', cookieHeader: 'portal.signedIn=1', remoteScripts: (url) => (url.includes('8081') ? scripts : []) });
  for (const url of scripts) assert.match(page, new RegExp(`<link rel="preload" as="script" href="${url.replace(/[/.]/g, '\\$&')}">`));
  assert.ok(page.indexOf('href="/api/shipments/data"') < page.indexOf('remoteEntry.js'), 'the early read comes first');
  // Signed out, no remote script is hinted.
  const signedOut = htmlWithHints(html, { registry, preload, pathname: '/shipments', cookieHeader: '', remoteScripts: () => scripts });
  assert.doesNotMatch(signedOut, /remoteEntry/);
});

test('the host never waits for a manifest: the first page has no remote scripts, later ones have them', async () => {
  let reads = 0;
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './App', assets: { js: { sync: ['1.js'] } } }] };
  const cache = remoteScriptsCache({ fetchImpl: async () => (reads++, { ok: true, json: async () => manifest }) });
  assert.deepEqual(cache.scriptsFor('http://r/mf-manifest.json'), []);
  await new Promise((r) => setTimeout(r, 10));
  assert.deepEqual(cache.scriptsFor('http://r/mf-manifest.json'), ['http://r/remoteEntry.js', 'http://r/1.js']);
  assert.equal(reads, 1);
  // An unreachable remote gives no hints (and no error).
  const down = remoteScriptsCache({ fetchImpl: async () => Promise.reject(new Error('ECONNREFUSED')) });
  down.scriptsFor('http://down/mf-manifest.json');
  await new Promise((r) => setTimeout(r, 10));
  assert.deepEqual(down.scriptsFor('http://down/mf-manifest.json'), []);
});

test("signed in, the frame shows the selected organisation or group from the API's selection hint, as text", () => {
  const bootHtml = '<html><head></head><body><div id="root"><div class="boot-splash" role="status" aria-live="polite">Loading the portal…</div></div></body></html>';
  const frame = (pathname, cookieHeader) => htmlWithHints(bootHtml, { registry, preload, pathname, cookieHeader });
  const cookie = (value) => `portal.signedIn=1; portal.selection=${encodeURIComponent(value)}`;
  const page = frame('/shipments', cookie('o:C10001 – Van der Linden Retail B.V.'));
  assert.match(page, /<span class="boot-selector"><span class="boot-selector-kind">Organisation<\/span><span class="boot-selector-label">C10001 – Van der Linden Retail B\.V\.<\/span>/);
  assert.match(frame('/portal', cookie('g:0012 – North group')), /boot-selector-kind">Group<\/span><span class="boot-selector-label">0012 – North group</);
  // Markup in a label is text: the hint is written by the API but read from the browser.
  const tricky = frame('/shipments', cookie('o:<img src=x onerror=alert(1)> & "b"'));
  assert.match(tricky, /boot-selector-label">&lt;img src=x onerror=alert\(1\)> &amp; &quot;b&quot;</);
  assert.doesNotMatch(tricky, /<img/);
  // No hint, a malformed one, or a signed-out page: no selector is drawn.
  assert.doesNotMatch(frame('/shipments', 'portal.signedIn=1'), /boot-selector/);
  assert.doesNotMatch(frame('/shipments', 'portal.signedIn=1; portal.selection=%E0%A4%A'), /boot-selector/);
  assert.doesNotMatch(frame('/shipments', cookie('x:label')), /boot-selector/);
  assert.doesNotMatch(frame('/shipments', `portal.selection=${encodeURIComponent('o:A')}`), /boot-selector/);
  assert.doesNotMatch(frame('/login', cookie('o:C10001 – A')), /boot-selector/);
});

test("the shell's own page with a chunk of its own has it hinted on its path only, signed in", () => {
  const script = /<link rel="preload" as="script" href="\/own-profile\.9abc0123\.js">/;
  assert.match(hints('/portal', 'portal.signedIn=1'), script);
  assert.match(hints('/portal/', 'portal.signedIn=1'), script);
  assert.doesNotMatch(hints('/portal/users/7', 'portal.signedIn=1'), script);
  assert.doesNotMatch(hints('/portal', ''), script);
  assert.doesNotMatch(hints('/shipments', 'portal.signedIn=1'), script);
});
