import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { inTasks } from './boot/inTasks';

// Start-up in five tasks rather than one (Lighthouse's Total Blocking Time counts what each task
// takes beyond 50 ms at a phone's 4x slower CPU): React DOM here, then the toasts' notistack (its
// CSS-in-JS writes its styles when it loads), then the rest of the portal's kit, then the theme's
// and shell's styles, then the app's own modules (router, layout, pages), whose render is a
// transition React cuts into slices of its own. The chunks are preloaded with the others
// (webpack.config.cjs, preload.json): no step waits for the network, and the styles are in before
// anything of the app is drawn.
const root = createRoot(document.getElementById('root')!);
void inTasks([
  // The same module the kit's toasts use: notistack is not shared, the shell's build holds the kit.
  () => import('notistack'),
  () => import('@portal/kit'),
  () => import(/* webpackChunkName: "app" */ './styles'),
  () =>
    import(/* webpackChunkName: "app" */ './app/App').then(({ App }) =>
      // A transition renders in slices that give the main thread back every few milliseconds.
      startTransition(() => root.render(<App />)),
    ),
]);
