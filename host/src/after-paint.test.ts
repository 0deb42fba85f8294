import assert from 'node:assert/strict';
import { test } from 'node:test';
import vm from 'node:vm';
import { afterPaintBlock, type AfterPaintElement } from './after-paint.ts';

const ELEMENTS: AfterPaintElement[] = [
  ['link', { rel: 'preload', as: 'script', href: '/a.js' }],
  ['link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/api/x?<y>' }],
  ['script', { src: '/main.js' }],
];

/** Runs the block's loader in a page of fakes; `paintTiming` says whether the browser reports paints to observers. */
function runLoader(paintTiming: boolean) {
  const block = afterPaintBlock(ELEMENTS);
  const data = /<script type="application\/json" id="portal-after-paint">(.*?)<\/script>/.exec(block)![1];
  const loader = /<script>(.*?)<\/script>/.exec(block)![1];
  const added: { tag: string; attributes: Record<string, string>; async?: boolean }[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      observer = null;
    }
  }
  const document = {
    getElementById: (id: string) => (id === 'portal-after-paint' ? { textContent: data } : null),
    createElement: (tag: string) => {
      const element = { tag, attributes: {} as Record<string, string>, async: undefined as boolean | undefined, setAttribute: (name: string, value: string) => (element.attributes[name] = value) };
      return element;
    },
    head: { append: (element: (typeof added)[number]) => added.push({ tag: element.tag, attributes: element.attributes, async: element.async }) },
  };
  const context = vm.createContext({
    document,
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  context.self = context;
  vm.runInContext(loader, context);
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => (observer = null) });
  return { added, timers, frames, paint };
}

test('the loader adds the hints and the entry, in order and once, when the browser reports its first contentful paint', () => {
  const page = runLoader(true);
  page.paint('first-paint');
  assert.equal(page.added.length, 0, 'a paint without content is not the one');
  page.paint('first-contentful-paint');
  assert.deepEqual(
    page.added.map((e) => [e.tag, e.attributes]),
    ELEMENTS,
  );
  assert.equal(page.added.at(-1)?.async, false);
  // The tab's fallback timer later adds nothing more.
  page.timers.forEach((run) => run());
  assert.equal(page.added.length, ELEMENTS.length);
});

test('without paint timing the loader goes a frame after the first; a tab that never paints loads on the timer', () => {
  const withoutTiming = runLoader(false);
  assert.equal(withoutTiming.added.length, 0);
  withoutTiming.frames.forEach((run) => run());
  withoutTiming.timers.at(-1)?.();
  assert.equal(withoutTiming.added.length, ELEMENTS.length);

  const hidden = runLoader(true);
  hidden.timers.forEach((run) => run());
  assert.equal(hidden.added.length, ELEMENTS.length);
});
