import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { yieldToMain } from '@portal/kit';
import '@portal/ui/theme.css';
import './shell.css';

// React and the portal's theme are evaluated in this task; the app's own modules (router, layout,
// pages) in the next: two shorter tasks rather than one long one a slow phone cannot answer input
// during (Lighthouse's Total Blocking Time). The app chunk is preloaded with the others
// (webpack.config.cjs, preload.json), so the split costs no round trip.
const root = createRoot(document.getElementById('root')!);
void yieldToMain()
  .then(() => import(/* webpackChunkName: "app" */ './app/App'))
  // A transition renders in slices that give the main thread back every few milliseconds.
  .then(({ App }) => startTransition(() => root.render(<App />)));
