import type { Page } from '@playwright/test';
import { test, expect, signIn, type AccountName } from '../fixtures';

/**
 * One thumb on a phone: at 390 px on a touch screen every control of every main route takes at
 * least 44 × 44 px (WCAG 2.5.5 AAA; Apple's and Google's guides ask the same).
 *
 * What is measured is the hit area as the browser decides it, not the drawn box: a 44 × 44 px
 * square that holds the control's centre (centred on it, or moved by up to half its side; kept
 * within the window) is tested at its centre, corners and edges' midpoints with
 * document.elementFromPoint, and each point must land on the control, on something inside it
 * (its text, its ::after hit extension) or on its <label>. So padding, a
 * label around a checkbox and an invisible pseudo-element all count, and a neighbour that
 * covers part of the square does not. Links in a sentence are left out, as WCAG does, and so is
 * what shows only when focused (a skip link); a visually hidden input is measured by its label.
 */
const heading = (p: Page) => expect(p.getByRole('heading', { level: 1 })).toBeVisible();
const table = (p: Page) => expect(p.locator('.data-table-grid').first()).toBeVisible();
const ROUTES: { who: AccountName; path: string; ready: (page: Page) => Promise<void> }[] = [
  { who: 'customer', path: '/shipments', ready: (p) => expect(p.getByRole('listbox').first()).toBeVisible() },
  { who: 'customer', path: '/myshipments/sea', ready: table },
  { who: 'customer', path: '/myshipments/air', ready: table },
  { who: 'customer', path: '/quotes', ready: heading },
  { who: 'customer', path: '/quotes/create', ready: heading },
  { who: 'customer', path: '/sandbox', ready: heading },
  { who: 'customer', path: '/documents', ready: table },
  { who: 'customer', path: '/networks', ready: heading },
  { who: 'customer', path: '/contact', ready: heading },
  { who: 'customer', path: '/webtracker', ready: heading },
  { who: 'customer', path: '/mykpi', ready: heading },
  { who: 'customer', path: '/portal', ready: heading },
  { who: 'customer', path: '/notifications', ready: heading },
  { who: 'admin', path: '/shipments', ready: heading },
  { who: 'admin', path: '/reference', ready: heading },
  { who: 'admin', path: '/reference/unlocode', ready: table },
  { who: 'admin', path: '/reference/customers/create', ready: heading },
  { who: 'admin', path: '/portal', ready: heading },
];

/** Every control on the page whose hit area is under 44 × 44 px, as "tag.class 'name' (w×h)". */
async function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const SIZE = 44;
    const selector = "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [role='tab'], [role='checkbox'], [role='switch'], [tabindex]:not([tabindex='-1'])";
    const inSentence = (el: Element) => el.tagName === 'A' && getComputedStyle(el).display === 'inline' && !!el.closest('p');
    const hits = (el: Element, target: Element | null) => {
      if (!target) return false;
      const label = target.closest('label');
      return el.contains(target) || (!!label && (label.control === el || label.contains(el))) || (el instanceof HTMLLabelElement && el.control === target);
    };
    const out: string[] = [];
    /** Why `el` is under 44 × 44 px as a hit area, or null when it is not (or is no target for a thumb). */
    const tooSmall = (el: Element): string | null => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden' || inSentence(el)) return null;
      if (el.closest('[aria-hidden="true"], [inert]')) return null;
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const b = el.getBoundingClientRect();
      // Shown only when focused (a skip link waits above the page): not a target for a thumb.
      if (b.bottom <= 0 || b.top >= window.innerHeight || b.right <= 0 || b.left >= window.innerWidth) return null;
      const cx = b.left + b.width / 2;
      const cy = b.top + b.height / 2;
      const clampX = (x: number) => Math.min(window.innerWidth - 1, Math.max(0, x));
      const clampY = (y: number) => Math.min(window.innerHeight - 1, Math.max(0, y));
      const r = SIZE / 2 - 1;
      const points = [[0, 0], [-r, -r], [r, -r], [-r, r], [r, r], [0, -r], [0, r], [-r, 0], [r, 0]];
      const hitAt = ([sx, sy]: number[], [dx, dy]: number[]) => document.elementFromPoint(clampX(cx + sx + dx), clampY(cy + sy + dy));
      const missedAround = (shift: number[]) => points.filter((p) => !hits(el, hitAt(shift, p))).length;
      // The square centred on the control, else one moved by up to half its side (so that it still holds the control's centre).
      const steps = Array.from({ length: 23 }, (_, i) => i * 2 - 22);
      const shifts = steps.flatMap((sx) => steps.map((sy) => [sx, sy])).sort((p, q) => Math.hypot(p[0], p[1]) - Math.hypot(q[0], q[1]));
      const missed = missedAround([0, 0]);
      if (missed === 0 || shifts.some((shift) => missedAround(shift) === 0)) return null;
      const elsewhere = new Set(points.map((p) => hitAt([0, 0], p)).filter((t) => !hits(el, t)).map((t) => (t ? `${t.tagName.toLowerCase()}.${String(t.className).split(' ')[0]}` : 'outside')));
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      const classes = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : '';
      return `${el.tagName.toLowerCase()}${classes} '${name}' (${Math.round(b.width)}×${Math.round(b.height)}, ${missed} of 9 points on ${[...elsewhere].join(', ')})`;
    };
    for (const control of Array.from(document.querySelector(scope)!.querySelectorAll(selector))) {
      // A visually hidden input (a file picker's) is tapped through its labels: one of them must do.
      const own = control.getBoundingClientRect();
      const labels = control instanceof HTMLInputElement ? Array.from(control.labels ?? []) : [];
      const candidates = own.width <= 1 && own.height <= 1 && labels.length ? labels : [control];
      const problems = candidates.map(tooSmall);
      if (problems.every((p) => p !== null)) out.push(problems[0]!);
    }
    return out;
  }, within);
}

for (const who of ['customer', 'admin'] as const) {
  test(`every control of the ${who}’s main routes is at least 44 × 44 px on a phone’s touch screen`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signIn(page, who, '/shipments');
    const found: string[] = [];
    for (const route of ROUTES.filter((r) => r.who === who)) {
      await page.goto(route.path);
      await route.ready(page);
      await page.waitForLoadState('networkidle');
      found.push(...(await smallTargets(page)).map((t) => `${route.path}: ${t}`));
      // The menu, unfolded.
      if (route.path === ROUTES.find((r) => r.who === who)!.path) {
        await page.getByRole('button', { name: /Menu/ }).click();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        found.push(...(await smallTargets(page, 'nav.app-nav')).map((t) => `menu: ${t}`));
        await page.keyboard.press('Escape');
        await page.goto(route.path);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });
}
