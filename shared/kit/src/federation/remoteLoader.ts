/**
 * Who loads remote modules. The shell registers the federation runtime's loader here after it has
 * read /remotes.json; a slice that shows another slice's piece (the dashboard's MyQuotes panel)
 * asks through this function and so needs no knowledge of where remotes live.
 */
export type RemoteModuleLoader = (remote: string, exposed: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

export function setRemoteLoader(next: RemoteModuleLoader | null): void {
  loader = next;
}

export function loadRemoteModule<T>(remote: string, exposed: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No remote loader: ${remote} is not available here.`));
  return loader(remote, exposed) as Promise<T>;
}
