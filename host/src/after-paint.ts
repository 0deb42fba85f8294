// A page the HTML draws whole (a shipment's page, shipment-first-paint.ts) needs no script for its
// first paint. There the page's hints and the shell's entry are not in the HTML: a small inline
// loader adds them once the browser has painted, so on a phone's slow link nothing downloads
// beside the page while it paints, and everything then starts together, in the order given.
import crypto from 'node:crypto';

/** One element the loader adds to the head: a tag and its attributes. */
export type AfterPaintElement = ['link' | 'script', Record<string, string>];

const DATA_ID = 'portal-after-paint';
// The browser reports its first contentful paint to a PerformanceObserver ('paint'); one without
// paint timing goes a frame after its first (requestAnimationFrame runs before that frame is
// painted, the task it queues after). A tab that does not paint (opened in the background) gets
// no frame: it loads anyway after NOT_PAINTING_MS.
const NOT_PAINTING_MS = 200;
const LOADER =
  `(()=>{let done=false;const go=()=>{if(done)return;done=true;` +
  `for(const[tag,attrs]of JSON.parse(document.getElementById('${DATA_ID}').textContent)){` +
  `const el=document.createElement(tag);for(const name in attrs)el.setAttribute(name,attrs[name]);` +
  `if(tag==='script')el.async=false;document.head.append(el)}};setTimeout(go,${NOT_PAINTING_MS});` +
  `if(((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[]).includes('paint'))` +
  `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();go()}}).observe({type:'paint',buffered:true});` +
  `else requestAnimationFrame(()=>setTimeout(go,0))})();`;

/** The loader's hash, for the portal's Content-Security-Policy (script-src). */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${crypto.createHash('sha256').update(LOADER).digest('base64')}'`;

/** The data block naming the elements and the loader that adds them after the first paint. */
export function afterPaintBlock(elements: AfterPaintElement[]): string {
  // A JSON data block is never run; `<` is escaped so no value can end it.
  return `<script type="application/json" id="${DATA_ID}">${JSON.stringify(elements).replace(/</g, '\\u003c')}</script><script>${LOADER}</script>`;
}
