import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import '@portal/shared/theme.css';
import './shell.css';
import { App } from './app/App';

// single-spa patches pushState/replaceState so the shell's router and each remote's router see
// every navigation, whichever of them made it.
start({ urlRerouteOnly: true });

createRoot(document.getElementById('root')!).render(<App />);
