/**
 * @jest-environment jsdom
 */
import { MessageChannel } from 'node:worker_threads';

// jsdom has no MessageChannel (Node's runs its messages as tasks too), and no document.fonts, by
// which AG Grid tells a server render (where it writes no styles) from a browser.
Object.assign(globalThis, { MessageChannel });
Object.defineProperty(document, 'fonts', { value: { forEach() {} } });
// Loaded after the stubs: AG Grid reads them when its module is evaluated.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compactTheme, gridStylesPrepared, portalTheme, prepareGridStyles } = require('./gridTheme') as typeof import('./gridTheme');

// jsdom's CSS parser predates the nesting and :where() of AG Grid's styles: it says so, and keeps the text.
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (!String(args[0]).includes('Could not parse CSS stylesheet')) throw new Error(String(args[0]));
});

const agStyles = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-ag-css]')];

describe('prepareGridStyles', () => {
  it('writes the themes’ shared styles into the head before any grid exists, once', async () => {
    expect(gridStylesPrepared()).toBe(false);
    expect(agStyles()).toHaveLength(0);
    const first = prepareGridStyles();
    expect(prepareGridStyles()).toBe(first);
    await first;
    expect(gridStylesPrepared()).toBe(true);
    const names = agStyles().map((s) => s.dataset.agCss);
    // AG Grid's shared base and the Quartz parts (icons among them), as a grid would write them.
    expect(names).toContain('shared');
    expect(names.some((n) => n?.startsWith('ag-theme-iconSet'))).toBe(true);
    // Each style once: the grid compares by text and writes nothing twice either.
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps each theme’s variables, light colours only (no dark modes)', () => {
    const internals = (theme: unknown) => theme as { _getParamsCss(): string };
    const css = internals(portalTheme)._getParamsCss();
    expect(css).toContain('--ag-accent-color');
    expect(css).not.toContain('data-ag-theme-mode="dark"');
    // The phone's theme pads its cells by 8 px, the others by 16.
    expect(internals(compactTheme)._getParamsCss()).toContain('8px');
  });
});
