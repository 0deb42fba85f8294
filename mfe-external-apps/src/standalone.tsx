import { createRoot } from 'react-dom/client';
import { registerMessages, StandaloneShell } from '@portal/kit';
import '@portal/ui/theme.css';
import { App } from './App';
import { EXTERNAL_APPS_NS, loadExternalAppsMessages } from './messages';

// Its messages first, as the shell's lifecycles do (lifecycles.ts).
void registerMessages(EXTERNAL_APPS_NS, loadExternalAppsMessages).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StandaloneShell name="External apps">
      <App />
    </StandaloneShell>,
  ),
);
