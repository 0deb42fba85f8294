import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setRemoteLoader, type RemoteRegistry } from '@portal/kit';
import { forgetUnloadedShares } from './sharedScope';

let known = new Map<string, string>();

function register(force: boolean, names?: string[]) {
  const remotes = [...known.entries()].filter(([name]) => !names || names.includes(name)).map(([name, entry]) => ({ name, entry }));
  registerRemotes(remotes, { force });
}

/** Tells the federation runtime where each enabled remote lives and lets slices load pieces. */
export function registerRegistry(registry: RemoteRegistry): void {
  known = new Map(registry.remotes.filter((r) => r.enabled).map((r) => [r.name, r.manifest]));
  register(false);
  setRemoteLoader((remote, exposed) => loadRemoteModule(remote, exposed));
}

const failed = new Set<string>();

/** A part of the remote failed to load after the remote itself did (a lazy chunk): read its manifest again next time. */
export function markRemoteFailed(remote: string): void {
  failed.add(remote);
}

export async function loadRemoteModule(remote: string, exposed: string): Promise<unknown> {
  if (!known.has(remote)) throw new Error(`Remote ${remote} is not enabled.`);
  // After a failure the remote may have been redeployed: register again so the runtime reads a
  // fresh manifest instead of the one whose chunks are gone.
  if (failed.has(remote)) {
    forgetUnloadedShares(remote);
    register(true, [remote]);
    failed.delete(remote);
  }
  try {
    const mod = await loadRemote(`${remote}/${exposed.replace(/^\.\//, '')}`);
    if (!mod) throw new Error(`${remote}/${exposed} returned nothing`);
    return mod;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}

const preloaded = new Set<string>();

/** Starts fetching a remote's entry before the user clicks (menu hover or focus). */
export function preloadRemote(remote: string): void {
  if (preloaded.has(remote) || !known.has(remote)) return;
  preloaded.add(remote);
  loadRemoteModule(remote, './App').catch(() => preloaded.delete(remote));
}
