import type { Page } from '@playwright/test';

/** The localStorage entry that shows the portal in the pseudo-locale (shared/kit/src/i18n/pseudo.ts). */
export const PSEUDO_SWITCH = 'portal.pseudo-locale';

export interface Unfit {
  /** Visible text outside any message: "what it says (where)". */
  unwrapped: string[];
  /** Words from the messages cut or overflowing their box: "what it says (where)". */
  cut: string[];
}

/**
 * Reads the page as shown and returns what does not fit the pseudo-locale walk:
 *
 * - **Unwrapped**: a visible text whose part outside the pseudo-locale's brackets is not data.
 *   Data is, and only is: what the API sent (`sent`: references, places, organisations, people;
 *   the walk leaves column headers out of it), text without letters (numbers, dates in digits,
 *   punctuation), a reference or code (a word with a digit, or in capitals: SEA26-000001, USD,
 *   NLRTM), an e-mail address, a date as English writes it (4 Dec 2026: the store stays English),
 *   a map's attribution (©), and what a person typed (inputs, which hold no text nodes).
 * - **Cut**: an element showing words of the messages whose text is wider or taller than its box
 *   where the box does not scroll (overflow hidden, clip or visible, an ellipsis included), or
 *   that reaches beyond the screen with nothing on the way scrolling sideways.
 */
export function findUnfit(page: Page, sent: string[]): Promise<Unfit> {
  return page.evaluate((apiStrings) => {
    const fromApi = new Set(apiStrings.filter((s) => s.length > 0));
    const WRAPPED = /\[[^[\]]*\]/g;
    // A quantity's unit as Intl writes it beside its number (1,804.1 kg): formatting, not words.
    const UNIT_SYMBOLS = new Set(['kg', 't', 'km', 'g', 'kB', 'MB', 'GB']);
    const MONTH_DAY = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)( \d{4})?\b(,? \d{2}:\d{2})?/g;
    const isDataWord = (word: string) =>
      !/\p{L}/u.test(word) || /\d/.test(word) || /^[\p{Lu}\d\-_/.]{2,}$/u.test(word) || /^\S+@\S+\.\S+$/.test(word) || UNIT_SYMBOLS.has(word) || fromApi.has(word);
    /** Removes every part that is data; what is left is words written into the code. */
    const withoutData = (text: string) => {
      let rest = text;
      // Nested messages ("[… [Ŝĥîƥɱéñţš ~~~] …]") unwrap from the inside out.
      for (let before = ''; before !== rest; ) {
        before = rest;
        rest = rest.replace(WRAPPED, ' ');
      }
      // Whole strings the API sent, longest first (a place name of several words, an organisation).
      // Only as whole words: a short one ("en", a language) must not cut a word or an address apart.
      const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const value of [...fromApi].sort((a, b) => b.length - a.length))
        if (value.length > 1 && rest.includes(value)) rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}@.])${escape(value)}(?![\\p{L}\\p{N}@])`, 'gu'), ' ');
      rest = rest.replace(MONTH_DAY, ' ').replace(/©.*$/, ' ');
      return rest
        .split(/[\s·•,;:()[\]|/–—→←"“”‘’'!?+*=<>]+/)
        .filter((word) => word && !isDataWord(word))
        .join(' ');
    };
    const where = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id}${cls}`;
    };
    // Read by a person or a screen reader (a visually hidden text is heard, so it is words too).
    const present = (el: Element) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) && el.getClientRects().length > 0;
    // On screen in a box of its own size: what can be cut.
    const shown = (el: Element) => present(el) && el.checkVisibility({ opacityProperty: true }) && !el.closest('.sr-only, .ol-attribution');

    const unwrapped = new Set<string>();
    const bearers = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) || !present(parent)) continue;
      const left = withoutData(text);
      if (left) unwrapped.add(`${text.slice(0, 80)} (${where(parent)})`);
      if (text.includes('~]') && shown(parent)) bearers.add(parent);
    }
    // Attributes a person reads, or hears: their words come from the messages too.
    for (const el of document.body.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title], img[alt]')) {
      if (!present(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value && withoutData(value)) unwrapped.add(`${name}="${value.slice(0, 80)}" (${where(el)})`);
      }
    }

    const cut = new Set<string>();
    for (const el of bearers) {
      // An inline element has no box of its own to overflow: its block does.
      let box: HTMLElement | null = el;
      while (box && getComputedStyle(box).display.startsWith('inline') && !/^inline-(block|flex|grid)$/.test(getComputedStyle(box).display)) box = box.parentElement;
      // A box of a pixel is text hidden on purpose (read by screen readers, or shown from a wider screen on).
      if (!box || box.clientWidth <= 1 || box.clientHeight <= 1) continue;
      const style = getComputedStyle(box);
      const scrolls = (axis: string) => axis === 'auto' || axis === 'scroll';
      const wide = box.scrollWidth > box.clientWidth + 1 && !scrolls(style.overflowX);
      const tall = box.scrollHeight > box.clientHeight + 1 && !scrolls(style.overflowY) && style.overflowY !== 'visible';
      // Or pushed out of the screen (a line that does not wrap widens the page on a phone), unless
      // something on the way scrolls sideways on purpose (a tab row, a wide table's box).
      const rect = box.getBoundingClientRect();
      let scroller: HTMLElement | null = box.parentElement;
      while (scroller && !scrolls(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const width = document.documentElement.clientWidth;
      // Wholly off the screen is hidden on purpose (a skip link until it has the focus); partly is cut.
      const outside = !scroller && rect.right > 0 && rect.left < width && (rect.right > width + 1 || rect.left < -1);
      if (outside) cut.add(`${(box.textContent ?? '').trim().slice(0, 80)} (${where(box)}: beyond the screen's ${width} px, at ${Math.round(rect.left)}–${Math.round(rect.right)})`);
      else if (wide || tall) cut.add(`${(box.textContent ?? '').trim().slice(0, 80)} (${where(box)}: ${box.scrollWidth}×${box.scrollHeight} in ${box.clientWidth}×${box.clientHeight})`);
    }
    return { unwrapped: [...unwrapped], cut: [...cut] };
  }, sent);
}
