// The page the portal host drew into its first-paint HTML from the page's own data (a shipment's
// heading and facts, host/src/shipment-first-paint.ts). React's first render clears the frame it
// was drawn in; the shell keeps the node and lays it over the remote's area until the remote has
// mounted its own page, so the page's first screen does not go blank, then come back, meanwhile.

interface FirstPaintPage {
  path: string;
  title: string;
  node: Element;
}

let kept: FirstPaintPage | null = null;

/** Keeps the host's drawn page (still in the frame) before the shell's first render replaces it. */
export function keepFirstPaintPage(doc: Document = document): void {
  const node = doc.querySelector('#root .boot-page');
  const title = doc.querySelector('#root .boot-main h1')?.textContent ?? '';
  kept = node && title ? { path: doc.location.pathname, title, node } : null;
}

/** The host's drawn page of this path and its title, once (a later visit draws its own). */
export function takeFirstPaintPage(path: string): FirstPaintPage | null {
  const page = kept?.path === path ? kept : null;
  kept = null;
  return page;
}
