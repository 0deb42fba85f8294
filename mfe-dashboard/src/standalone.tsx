import { createRoot } from 'react-dom/client';
import { registerMessages, StandaloneShell } from '@portal/kit';
import '@portal/ui/theme.css';
import { App } from './App';
import { DASHBOARD_NS, loadDashboardMessages } from './messages';

// Its messages first, as the shell's lifecycles do (lifecycles.ts).
void registerMessages(DASHBOARD_NS, loadDashboardMessages).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StandaloneShell name="MyDashboard">
      <App />
    </StandaloneShell>,
  ),
);
