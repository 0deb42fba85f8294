// The host's own copy of each remote's routes as last read from its routes.json, on the host's
// disk: a remote that is down when the host starts still has its menu entries and its pages'
// titles at first paint, as long as this host has read its routes once. A remote never read is
// absent from the menu until it answers (within one refresh of the manifests, no restart).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One file per remote, named by its manifest's address (another origin is another deployment). */
const fileOf = (dir: string, manifestUrl: string) => path.join(dir, `${encodeURIComponent(manifestUrl)}.json`);

export function lastKnownRoutes(dir: string) {
  return {
    read(manifestUrl: string): unknown[] | null {
      try {
        const routes = JSON.parse(readFileSync(fileOf(dir, manifestUrl), 'utf8'))?.routes;
        return Array.isArray(routes) ? routes : null;
      } catch {
        return null;
      }
    },
    /** Written whole and renamed into place: a host starting meanwhile never reads half a file. */
    save(manifestUrl: string, routes: unknown[]): void {
      try {
        mkdirSync(dir, { recursive: true });
        const file = fileOf(dir, manifestUrl);
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify({ routes }));
        renameSync(partial, file);
      } catch (error) {
        // A read-only disk costs the copy only: the routes in memory still serve.
        console.warn(`[host] could not keep the routes of ${manifestUrl}: ${(error as Error).message}`);
      }
    },
  };
}
