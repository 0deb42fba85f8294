import { colorSchemeLight, themeQuartz } from 'ag-grid-community';
import { CELL_PADDING, COMPACT_CELL_PADDING } from './headerWidth';
import { WRAPPED_ROW_HEIGHT } from './firstRowsGeometry';

/**
 * The portal's grid themes. Quartz with its light colours fixed (`colorSchemeLight`): Quartz's own
 * colour scheme also carries a dark and a dark-blue mode the portal never switches to, 12 of the
 * 72 KB of variables AG Grid writes for a theme when it creates a grid (a phone built and
 * parsed them inside the grid's longest task). The variables outside those modes are the same,
 * text for text, so nothing looks different.
 */
export const portalTheme = themeQuartz.withPart(colorSchemeLight).withParams({
  accentColor: '#0f5287',
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 700,
  headerBackgroundColor: '#f3f6f9',
  borderRadius: 6,
  wrapperBorderRadius: 8,
  cellHorizontalPadding: CELL_PADDING,
});
/** A phone's table: half the cell padding, so the columns that matter there fit beside one another. */
export const compactTheme = portalTheme.withParams({ cellHorizontalPadding: COMPACT_CELL_PADDING });
/**
 * A phone's row when a column wraps its text (`wrapText`, e.g. a document's name): room for three
 * lines (17.5 px each), so the name is read whole instead of cut to "Commercial invoice SEA…", an
 * e-mail address too ("emily.carter@ / greatlakes- / outdoor.example"). The infinite row model
 * takes one row height for all rows.
 */
export const compactWrappedTheme = compactTheme.withParams({ rowHeight: WRAPPED_ROW_HEIGHT });
export const wrappedTheme = portalTheme.withParams({ rowHeight: WRAPPED_ROW_HEIGHT });

/** What AG Grid 36's theme objects do when a grid first uses them (ag-stack's ThemeImpl); not public API. */
interface ThemeInternals {
  _getCssClasses?(): string[];
  _getParamsCss?(): string;
  _startUse?(options: { styleContainer: HTMLElement; cssLayer: undefined; nonce: undefined; loadThemeGoogleFonts: undefined; moduleCss: undefined }): void;
}

/** The next task: a message through a channel runs after what the browser has queued, without setTimeout's clamping. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let prepared: Promise<void> | null = null;
let done = false;

/** True once prepareGridStyles has finished (a table mounted later creates its grid at once). */
export const gridStylesPrepared = () => done;

/**
 * Writes the themes' styles into the page ahead of the first grid, a piece per task. AG Grid does
 * the same when it creates a grid, all in the task that builds the grid (its icons' 50 KB of CSS
 * made and parsed, each theme's variables written out): on a phone that task blocked input for a
 * third of a second. Done here first, the grid finds the same styles in place (AG Grid writes a
 * style once per page, compared by its text) and its own task is that much shorter. Should the
 * internals change, a step that fails is skipped and the grid writes its styles itself as before.
 */
export function prepareGridStyles(): Promise<void> {
  if (prepared) return prepared;
  prepared = (async () => {
    if (typeof document === 'undefined' || typeof MessageChannel === 'undefined') return;
    const themes = [portalTheme, compactTheme, compactWrappedTheme, wrappedTheme] as unknown as ThemeInternals[];
    const steps: (() => void)[] = [
      // AG Grid sorts its modules' styles by name with localeCompare: the page's first collation
      // loads ICU's data, a task of its own here rather than a part of the grid's.
      () => 'a'.localeCompare('b'),
      // The parts' CSS (icons, buttons, inputs…) is made once and shared by all four themes.
      () => themes[0]._getCssClasses?.(),
      () => themes[0]._startUse?.({ styleContainer: document.head, cssLayer: undefined, nonce: undefined, loadThemeGoogleFonts: undefined, moduleCss: undefined }),
      // The browser readies new rules at the next style update: here, not in the grid's first measurement.
      () => document.documentElement.getBoundingClientRect(),
      // Each theme's variables: the text is kept with the theme, written by the grid that uses it.
      // Put in a Set once here: the grid keeps the texts in use in one, and hashing a text built
      // from hundreds of pieces (flattening it first) was 15 ms of the grid's task on a phone.
      ...themes.map((theme) => () => new Set([theme._getParamsCss?.()])),
    ];
    for (const step of steps) {
      await nextTask();
      try {
        step();
      } catch {
        // Only a head start: the grid writes whatever is missing.
      }
    }
  })().finally(() => {
    done = true;
  });
  return prepared;
}
