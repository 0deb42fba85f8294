import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@portal/shared/theme.css';
import './shell.css';
import { App } from './app/App';

// A transition renders in slices that give the main thread back every few milliseconds, instead
// of one long task a slow phone cannot answer input during (Lighthouse's Total Blocking Time).
startTransition(() => createRoot(document.getElementById('root')!).render(<App />));
