import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { inTasks } from './boot/inTasks';
import { keepFirstPaintPage } from './remotes/firstPaintPage';

// Start-up in five tasks rather than one (Lighthouse's Total Blocking Time counts what each task
// takes beyond 50 ms at a phone's 4x slower CPU): React DOM here, then the toasts' notistack (its
// CSS-in-JS writes its styles when it loads), then the rest of the portal's kit, then the theme's
// and shell's styles, then the app's own modules (router, layout, pages), whose render is a
// transition React cuts into slices of its own. The chunks are preloaded with the others
// (webpack.config.cjs, preload.json): no step waits for the network, and the styles are in before
// anything of the app is drawn.
//
// The active language's messages (and dayjs locale) are asked for as soon as the kit has run, and
// arrive while the styles and the app's modules load; the first render waits for them.
// The page the host drew from its data is kept for the remote's area before React clears the frame.
keepFirstPaintPage();
const root = createRoot(document.getElementById('root')!);
let messages: Promise<void> = Promise.resolve();
void inTasks([
  // The same module the kit's toasts use: notistack is not shared, the shell's build holds the kit.
  () => import('notistack'),
  () => import('@portal/kit'),
  () =>
    import(/* webpackChunkName: "app" */ './i18n/messages').then(({ loadShellMessages }) => {
      messages = loadShellMessages().then(() => import('@portal/kit').then(({ prepareLanguage }) => prepareLanguage()));
    }),
  () => import(/* webpackChunkName: "app" */ './styles'),
  () =>
    Promise.all([import(/* webpackChunkName: "app" */ './app/App'), messages.catch(() => undefined)]).then(([{ App }]) =>
      // A transition renders in slices that give the main thread back every few milliseconds.
      startTransition(() => root.render(<App />)),
    ),
]);
