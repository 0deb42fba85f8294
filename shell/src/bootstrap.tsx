import { createRoot } from 'react-dom/client';
import '@portal/shared/theme.css';
import './shell.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(<App />);
