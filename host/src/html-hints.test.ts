import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RemoteRegistry, RemoteRoute } from '../../shared/kit/src/federation/registry.ts';
import { htmlWithHints, pagesForPath, remoteFirstScripts, remoteForPath, remoteScriptsCache, routesOf, type PreloadList } from './html-hints.ts';
import type { FrameWords } from './first-paint-language.ts';
import type { AppName } from './settings.ts';
import { AFTER_PAINT_LOADER_HASH } from './after-paint.ts';
import { createHash } from 'node:crypto';

const registry: RemoteRegistry = {
  remotes: [
    { name: 'dashboard', manifest: 'http://localhost:8081/mf-manifest.json', enabled: true, routes: [{ path: '/shipments', title: 'Shipments', earlyFetch: ['/api/shipments/data'] }, { path: '/myshipments/*', title: 'My shipments', pageReads: { '/myshipments/:mode/:id': ['/api/shipments/detail/:mode/:id'] } }] },
    { name: 'quotes', manifest: 'http://localhost:8082/mf-manifest.json', enabled: false, routes: [{ path: '/quotes/*', title: 'Quotes', earlyFetch: ['/api/quotes/x'] }] },
  ],
};
const preload: PreloadList = { everyPage: ['bootstrap.1234abcd.js', '262.0000aaaa.js'], signedIn: ['signed-in.5678ef01.js'], routes: { '/portal': ['own-profile.9abc0123.js'] } };
const html = '<html><head><title>x</title></head><body></body></html>';
const hints = (pathname: string, cookieHeader: string) => htmlWithHints(html, { registry, preload, pathname, cookieHeader });

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
  const fetchHint = (url: string) => new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replace(/[/.]/g, '\\$&')}">`);
  const dashboard = hints('/shipments', 'portal.signedIn=1');
  for (const url of ['/api/portal/userProfile', '/api/portal/customerOptions', '/api/shipments/data']) assert.match(dashboard, fetchHint(url));
  // The shell's own pages check the session too; a route without early reads adds none.
  const profile = hints('/portal', 'portal.signedIn=1');
  assert.match(profile, fetchHint('/api/portal/userProfile'));
  assert.doesNotMatch(hints('/myshipments/sea', 'portal.signedIn=1'), fetchHint('/api/shipments/data'));
  // A page's own reads, filled from its path as the page's call fills them; not on the route's other pages.
  assert.match(hints('/myshipments/sea/SEA%2026-1', 'portal.signedIn=1'), fetchHint('/api/shipments/detail/sea/SEA%2026-1'));
  assert.doesNotMatch(hints('/myshipments/sea', 'portal.signedIn=1'), /as="fetch"[^>]*api\/shipments\/detail/);
  assert.doesNotMatch(hints('/myshipments/sea/..', 'portal.signedIn=1'), /as="fetch"[^>]*api\/shipments\/detail/);
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
  const tricky: RemoteRegistry = { remotes: [{ ...registry.remotes[0], routes: [{ path: '/x', title: '</script><script>alert(1)</script>' }] }] };
  const page = htmlWithHints(html, { registry: tricky, preload, pathname: '/x', cookieHeader: '' });
  const block = page.match(/<script type="application\/json" id="portal-registry">(.*?)<\/script>/)?.[1] ?? '';
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

  const page = htmlWithHints(html, { registry, preload, pathname: '/shipments', cookieHeader: 'portal.signedIn=1', remoteScripts: (url) => (url.includes('8081') ? (scripts ?? []) : []) });
  for (const url of scripts) assert.match(page, new RegExp(`<link rel="preload" as="script" href="${url.replace(/[/.]/g, '\\$&')}">`));
  assert.ok(page.indexOf('href="/api/shipments/data"') < page.indexOf('remoteEntry.js'), 'the early read comes first');
  // The remote's messages chunk of the visitor's language is asked for with its page's scripts.
  const asked: string[][] = [];
  htmlWithHints(html, { registry, preload, pathname: '/myshipments/sea/SEA1', cookieHeader: 'portal.signedIn=1; portal.lang=nl', frame: { en: {}, nl: {} }, remoteScripts: (_url, pages) => (asked.push(pages), []) });
  assert.deepEqual(asked, [['messages-dashboard-nl-json']]);
  // Signed out, no remote script is hinted.
  const signedOut = htmlWithHints(html, { registry, preload, pathname: '/shipments', cookieHeader: '', remoteScripts: () => scripts ?? [] });
  assert.doesNotMatch(signedOut, /remoteEntry/);
});

// A remote's files as a fake `fetch` serves them: address → JSON (or an Error to throw); counts reads.
function fakeRemote(files: Record<string, unknown>) {
  const reads: string[] = [];
  const fetchImpl = async (url: string) => {
    reads.push(url);
    const body = files[url];
    if (body instanceof Error) throw body;
    return body === undefined ? { ok: false, status: 404, json: async (): Promise<unknown> => ({}) } : { ok: true, status: 200, json: async (): Promise<unknown> => body };
  };
  return { reads, fetchImpl };
}
const tick = () => new Promise((r) => setTimeout(r, 10));
const appManifest = { metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './App', assets: { js: { sync: ['1.js'] } } }] };

test('the host never waits for a manifest: an address not watched has no remote scripts on its first page, later ones have them', async () => {
  const remote = fakeRemote({ 'http://r/mf-manifest.json': appManifest });
  const cache = remoteScriptsCache({ fetchImpl: remote.fetchImpl });
  assert.deepEqual(cache.scriptsFor('http://r/mf-manifest.json'), []);
  await tick();
  // A remote built without page-chunks.json (404) is still hinted from its manifest.
  assert.deepEqual(cache.scriptsFor('http://r/mf-manifest.json'), ['http://r/remoteEntry.js', 'http://r/1.js']);
  assert.deepEqual(remote.reads, ['http://r/mf-manifest.json', 'http://r/page-chunks.json', 'http://r/routes.json']);
  // An unreachable remote gives no hints (and no error).
  const down = remoteScriptsCache({ fetchImpl: async () => Promise.reject(new Error('ECONNREFUSED')) });
  down.scriptsFor('http://down/mf-manifest.json');
  await tick();
  assert.deepEqual(down.scriptsFor('http://down/mf-manifest.json'), []);
});

test('watched remotes are read when the host starts and again in the background: the first visitor gets the hints', async () => {
  const remote = fakeRemote({ 'http://r/mf-manifest.json': appManifest, 'http://r/page-chunks.json': { contact: ['contact.js', '600.js'] } });
  const cache = remoteScriptsCache({ refreshMs: 30, fetchImpl: remote.fetchImpl });
  await cache.watch(['http://r/mf-manifest.json']);
  try {
    // No page asked before: the first one is hinted all the same.
    assert.deepEqual(cache.scriptsFor('http://r/mf-manifest.json', ['contact']), ['http://r/remoteEntry.js', 'http://r/1.js', 'http://r/contact.js', 'http://r/600.js']);
    const readsAtStart = remote.reads.length;
    // A quiet spell: nobody asks, the host keeps reading, so a redeployed remote is known before its next visitor.
    for (let waited = 0; remote.reads.length < readsAtStart + 4 && waited < 3000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    assert.ok(remote.reads.length >= readsAtStart + 4, `read twice more in the background (${remote.reads.length} reads)`);
  } finally {
    cache.close();
  }
  const readsAfterClose = remote.reads.length;
  await new Promise((r) => setTimeout(r, 80));
  assert.equal(remote.reads.length, readsAfterClose, 'closed: no more reads');
});

test("a remote's routes.json is read with its manifest: a new one replaces the routes, a failed or malformed one keeps the last", async () => {
  const quotes = [{ path: '/quotes/*', title: 'Quotes', menu: 'Quotes' }];
  const files: Record<string, unknown> = { 'http://r/mf-manifest.json': appManifest, 'http://r/routes.json': { routes: quotes } };
  const remote = fakeRemote(files);
  const changes: [string, RemoteRoute[]][] = [];
  const cache = remoteScriptsCache({ refreshMs: 0, fetchImpl: remote.fetchImpl, onRoutes: (url, routes) => changes.push([url, routes]) });
  // Known from before this process (the host's copy on disk) until the remote answers.
  cache.seed('http://r/mf-manifest.json', [{ path: '/quotes/*', title: 'Old' }]);
  assert.equal(cache.routesFor('http://r/mf-manifest.json')?.[0].title, 'Old');
  assert.equal(cache.routesFor('http://other/mf-manifest.json'), null);
  await cache.watch(['http://r/mf-manifest.json']);
  cache.close();
  assert.deepEqual(cache.routesFor('http://r/mf-manifest.json'), quotes);
  // A deploy adds a page: read on the next refresh, handed on once.
  const added = [...quotes, { path: '/quote-help', title: 'Quote help', menu: 'Quote help' }];
  files['http://r/routes.json'] = { routes: added };
  cache.scriptsFor('http://r/mf-manifest.json');
  await tick();
  cache.scriptsFor('http://r/mf-manifest.json');
  await tick();
  assert.deepEqual(cache.routesFor('http://r/mf-manifest.json'), added);
  assert.deepEqual(changes.map(([url, routes]) => [url, routes.length]), [['http://r/mf-manifest.json', 1], ['http://r/mf-manifest.json', 2]]);
  // Down, or a file that is no list of routes: the last known routes stay, however long.
  for (const broken of [new Error('ECONNREFUSED'), { routes: [{ title: 'no path' }] }, { routes: 'x' }]) {
    files['http://r/routes.json'] = broken;
    cache.scriptsFor('http://r/mf-manifest.json');
    await tick();
    assert.deepEqual(cache.routesFor('http://r/mf-manifest.json'), added);
  }
  assert.equal(changes.length, 2);
});

test('a routes.json is a list of routes, each with its own path and a title', () => {
  assert.deepEqual(routesOf({ routes: [{ path: '/a', title: 'A' }] }), [{ path: '/a', title: 'A' }]);
  for (const bad of [null, {}, { routes: [] }, { routes: [{ path: 'a', title: 'A' }] }, { routes: [{ path: '/a' }] }, { routes: [null] }]) assert.equal(routesOf(bad), null);
});

test('a failed read keeps the last answer for a while, then gives none', async () => {
  const files: Record<string, unknown> = { 'http://r/mf-manifest.json': appManifest };
  const remote = fakeRemote(files);
  const cache = remoteScriptsCache({ refreshMs: 0, keepMs: 1000, fetchImpl: remote.fetchImpl });
  await cache.watch(['http://r/mf-manifest.json']);
  cache.close();
  files['http://r/mf-manifest.json'] = new Error('timeout');
  cache.scriptsFor('http://r/mf-manifest.json');
  await tick();
  assert.deepEqual(cache.scriptsFor('http://r/mf-manifest.json'), ['http://r/remoteEntry.js', 'http://r/1.js'], 'kept after one failed read');
  await new Promise((r) => setTimeout(r, 1100));
  assert.deepEqual(cache.scriptsFor('http://r/mf-manifest.json'), [], 'dropped once older than keepMs');
});

test("a path's lazy pages are the route's `pages` whose pattern it matches", () => {
  const route: RemoteRoute = { path: '/myshipments/*', title: 'My shipments', pages: { '/myshipments/:mode': 'my-shipments', '/myshipments/:mode/:id': 'shipment-detail' } };
  assert.deepEqual(pagesForPath(route, '/myshipments/sea'), ['my-shipments']);
  assert.deepEqual(pagesForPath(route, '/myshipments/sea/'), ['my-shipments']);
  assert.deepEqual(pagesForPath(route, '/myshipments/air/AIR1'), ['shipment-detail']);
  assert.deepEqual(pagesForPath(route, '/myshipments'), []);
  assert.deepEqual(pagesForPath({ path: '/quotes/*', title: 'Quotes', pages: { '/quotes/create': 'quote-form' } }, '/quotes'), []);
  assert.deepEqual(pagesForPath({ path: '/quotes/*', title: 'Quotes', pages: { '/quotes/create': 'quote-form' } }, '/quotes/create'), ['quote-form']);
  assert.deepEqual(pagesForPath({ path: '/networks', title: 'Networks' }, '/networks'), []);
});

test("the opened path's lazy page scripts are hinted after the remote's first scripts, and only on that path", () => {
  const withPages: RemoteRegistry = { remotes: [{ ...registry.remotes[0], routes: [{ path: '/shipments', title: 'Shipments' }, { path: '/myshipments/*', title: 'My shipments', pages: { '/myshipments/:mode': 'my-shipments' } }] }] };
  const asked: string[][] = [];
  const remoteScripts = (_url: string, pages: string[] = []) => {
    asked.push(pages);
    return ['http://localhost:8081/remoteEntry.js', ...pages.map((name) => `http://localhost:8081/${name}.js`)];
  };
  const page = htmlWithHints(html, { registry: withPages, preload, pathname: '/myshipments/sea', cookieHeader: 'portal.signedIn=1', remoteScripts });
  assert.match(page, /<link rel="preload" as="script" href="http:\/\/localhost:8081\/my-shipments\.js">/);
  assert.ok(page.indexOf('remoteEntry.js') < page.indexOf('my-shipments.js'));
  assert.doesNotMatch(htmlWithHints(html, { registry: withPages, preload, pathname: '/shipments', cookieHeader: 'portal.signedIn=1', remoteScripts }), /my-shipments\.js/);
  assert.deepEqual(asked, [['my-shipments', 'messages-dashboard-en-json'], ['messages-dashboard-en-json']]);
});

test("the remote's `./App` scripts include the shared libraries it loads, from page-chunks.json", () => {
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './App', assets: { js: { sync: ['142.aa.js', '__federation_expose_App.bb.js'] } } }] };
  const pageChunks = { __federation_expose_App: ['142.aa.js', '402.cc.js', '__federation_expose_App.bb.js'] };
  assert.deepEqual(remoteFirstScripts('http://x/mf-manifest.json', manifest, pageChunks), [
    'http://x/remoteEntry.js',
    'http://x/142.aa.js',
    'http://x/__federation_expose_App.bb.js',
    'http://x/402.cc.js',
  ]);
});

test("signed in, the frame shows the selected organisation or group from the API's selection hint, as text", () => {
  const bootHtml = '<html><head></head><body><div id="root"><div class="boot-splash" role="status" aria-live="polite">Loading the portal…</div></div></body></html>';
  const frame = (pathname: string, cookieHeader: string) => htmlWithHints(bootHtml, { registry, preload, pathname, cookieHeader });
  const cookie = (value: string) => `portal.signedIn=1; portal.selection=${encodeURIComponent(value)}`;
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

test("every page a remote's route names is a lazy import of that remote with that chunk name", async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { APPS, root } = await import('./settings.ts');
  // Read as data: the host's type check does not take in the remotes' sources.
  const declared = path.join(root, 'shell/src/remotes/declaredRoutes.ts');
  const { DECLARED_ROUTES } = (await import(declared)) as { DECLARED_ROUTES: Record<string, RemoteRoute[]> };
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
  let named = 0;
  for (const [remote, routes] of Object.entries(DECLARED_ROUTES)) {
    const code = sources(path.join(root, APPS[remote as AppName].dir, 'src')).map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const route of routes) {
      for (const chunk of [...Object.values(route.pages ?? {}), ...Object.values(route.views ?? {}).flatMap((view) => view.chunk ?? [])]) {
        named++;
        assert.match(code, new RegExp(`import\\(/\\* webpackChunkName: "${chunk}" \\*/`), `${remote} ${route.path}: no lazy import named "${chunk}"`);
      }
    }
  }
  assert.ok(named >= 3, 'the routes name their lazy pages');
});

test("signed in, a page with a lead in its route's `leads` opens with that line under its title, as text; other pages and the signed-out page without", () => {
  const bootHtml = '<html><head></head><body><div id="root"><div class="boot-splash" role="status" aria-live="polite">Loading the portal…</div></div></body></html>';
  const leads = { '/quotes/create': 'Tell us <what> & "where".' };
  const withLeads: RemoteRegistry = { remotes: [{ name: 'quotes', manifest: 'http://localhost:8082/mf-manifest.json', enabled: true, routes: [{ path: '/quotes/*', title: 'Quotes', leads }] }] };
  const frame = (pathname: string, cookieHeader = 'portal.signedIn=1') => htmlWithHints(bootHtml, { registry: withLeads, preload, pathname, cookieHeader });
  assert.match(frame('/quotes/create'), /<h1>Quotes<\/h1><p class="boot-lead">Tell us &lt;what> &amp; &quot;where&quot;\.<\/p><p class="boot-status"/);
  assert.match(frame('/quotes/create/'), /boot-lead/);
  assert.doesNotMatch(frame('/quotes'), /boot-lead/);
  assert.doesNotMatch(frame('/quotes/create', ''), /boot-lead/);
  const disabled = { remotes: [{ ...withLeads.remotes[0], enabled: false }] };
  assert.doesNotMatch(htmlWithHints(bootHtml, { registry: disabled, preload, pathname: '/quotes/create', cookieHeader: 'portal.signedIn=1' }), /boot-lead/);
  // The shell's own pages: their title and lead, on their own path only.
  const ownRoutes: RemoteRoute[] = [{ path: '/portal', title: 'User Profile', leads: { '/portal': 'Your name & picture.' } }];
  const own = (pathname: string) => htmlWithHints(bootHtml, { registry: withLeads, ownRoutes, preload, pathname, cookieHeader: 'portal.signedIn=1' });
  assert.match(own('/portal'), /<h1>User Profile<\/h1><p class="boot-lead">Your name &amp; picture\.<\/p>/);
  assert.doesNotMatch(own('/portal/users/7'), /boot-lead|User Profile/);
  assert.doesNotMatch(own('/quotes/create'), /Your name/);
});

test("the page is in the visitor's language: the language cookie, else Accept-Language, else English; with that language's messages hinted", () => {
  const page = '<html lang=en><head><title>x</title></head><body><div class="boot-splash">Loading the portal…</div></body></html>';
  const withLanguages = { ...preload, languages: { en: ['messages-shell-en-json.1.js'], nl: ['messages-shell-nl-json.2.js'] } };
  // As the shell's build publishes them in its routes.json (shell/src/locales/<language>.json).
  const frame: Record<string, FrameWords> = {
    en: { organisation: 'Organisation', group: 'Group', loading: 'Loading {{what}}…', loadingPortal: 'Loading the portal…' },
    nl: { organisation: 'Organisatie', group: 'Groep', loading: '{{what}} wordt geladen…', loadingPortal: 'Het portaal wordt geladen…' },
  };
  const ownRoutes: RemoteRoute[] = [{ path: '/portal', title: 'User Profile', words: { nl: { title: 'Gebruikersprofiel' } } }];
  const serve = (cookieHeader: string, acceptLanguage: string, pathname = '/login') => htmlWithHints(page, { registry, preload: withLanguages, pathname, cookieHeader, acceptLanguage, frame, ownRoutes });
  assert.match(serve('', 'nl-NL,nl;q=0.9'), /<html lang="nl">/);
  assert.match(serve('', 'nl-NL,nl;q=0.9'), />Het portaal wordt geladen…</);
  assert.match(serve('', 'nl-NL,nl;q=0.9'), /href="\/messages-shell-nl-json\.2\.js"/);
  assert.doesNotMatch(serve('', 'nl-NL,nl;q=0.9'), /messages-shell-en/);
  assert.match(serve('', 'fr-FR, de'), /<html lang="en">/);
  assert.match(serve('portal.lang=en', 'nl'), /<html lang="en">/);
  // Signed in: the frame's words and the page's title are the language's.
  const dutch = serve('portal.signedIn=1; portal.lang=nl; portal.selection=g%3A0020%20Hanse', 'en', '/portal');
  assert.match(dutch, /<h1>Gebruikersprofiel<\/h1>/);
  assert.match(dutch, /Gebruikersprofiel wordt geladen…/);
  assert.match(dutch, /boot-selector-kind">Groep</);
  // Without the shell's frame words (a build before they were published) the page is English only.
  assert.match(htmlWithHints(page, { registry, preload: withLanguages, pathname: '/login', acceptLanguage: 'nl' }), /<html lang="en">/);
});

test('a page the HTML draws whole asks for its scripts and reads only after its first paint, in the same order', () => {
  const remoteScripts = () => ['http://localhost:8081/remoteEntry.js'];
  const template = '<html><head><title>x</title><script defer src=/main.js></script></head><body></body></html>';
  const request = { registry, preload, pathname: '/myshipments/sea/SEA1', cookieHeader: 'portal.signedIn=1', remoteScripts };
  const usual = htmlWithHints(template, request);
  const drawn = htmlWithHints(template, { ...request, pagePaint: { title: 'SEA1', html: '<h1>SEA1</h1>' } });
  assert.doesNotMatch(drawn, /<link rel="preload"|<script defer/);
  const listed = JSON.parse(/<script type="application\/json" id="portal-after-paint">(.*?)<\/script>/.exec(drawn)?.[1] ?? 'null') as [string, Record<string, string>][];
  const hrefs = [...usual.matchAll(/<link rel="preload"[^>]* href="([^"]+)">/g)].map((m) => m[1]);
  assert.ok(hrefs.length >= 6);
  assert.deepEqual(listed.map(([tag, attrs]) => (tag === 'link' ? attrs.href : `script ${attrs.src}`)), [...hrefs, 'script /main.js']);
  assert.deepEqual(listed.find(([, attrs]) => attrs.href === '/api/shipments/detail/sea/SEA1')?.[1], { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/api/shipments/detail/sea/SEA1' });
  // The policy allows the loader by its hash, and only this text.
  const loader = /<script>(.*?)<\/script>/.exec(drawn)?.[1] ?? '';
  assert.equal(AFTER_PAINT_LOADER_HASH, `'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
  // Without the page's data (the usual skeleton), the hints and the entry stay in the HTML.
  assert.match(usual, /<script defer src=\/main.js><\/script>/);
  assert.doesNotMatch(usual, /portal-after-paint/);
});
