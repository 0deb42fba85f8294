import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@portal/kit';
import '@portal/ui/theme.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell name="Reference">
    <App />
  </StandaloneShell>,
);
