/**
 * The federation runtime keeps a shared library (dayjs, AG Grid, …) in its share scope with the
 * remote that provided it. When that remote's chunk for the library failed to load (remote down,
 * or redeployed with its old chunks gone), the entry keeps the rejected load for good, and every
 * later user of the library fails too, even after the remote is back or registered again. Entries
 * of a failed remote that never finished loading are dropped here, so the next load asks a working
 * provider (or the remote's new build) again. Loaded entries stay: their code is in memory.
 */
interface SharedEntry {
  from?: string;
  loaded?: boolean;
  lib?: unknown;
}
type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry | undefined> | undefined> | undefined>;

interface FederationGlobal {
  __SHARE__?: Record<string, ShareScopeMap | undefined>;
  __INSTANCES__?: { shareScopeMap?: ShareScopeMap }[];
}

function forEachMap(federation: FederationGlobal, visit: (map: ShareScopeMap) => void) {
  for (const map of Object.values(federation.__SHARE__ ?? {})) if (map) visit(map);
  for (const instance of federation.__INSTANCES__ ?? []) if (instance.shareScopeMap) visit(instance.shareScopeMap);
}

/** Drops the share-scope entries that `remote` provided and that never loaded. Returns how many. */
export function forgetUnloadedShares(remote: string, federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__): number {
  if (!federation) return 0;
  let dropped = 0;
  forEachMap(federation, (map) => {
    for (const scope of Object.values(map))
      for (const versions of Object.values(scope ?? {}))
        for (const [version, entry] of Object.entries(versions ?? {}))
          if (entry && entry.from === remote && !entry.loaded && entry.lib === undefined) {
            delete versions![version];
            dropped++;
          }
  });
  return dropped;
}
