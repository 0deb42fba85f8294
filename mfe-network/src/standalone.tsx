import { createRoot } from 'react-dom/client';
import { registerMessages, StandaloneShell } from '@portal/kit';
import '@portal/ui/theme.css';
import { App } from './App';
import { loadNetworkMessages, NETWORK_NS } from './messages';

// Its messages first, as the shell's lifecycles do (lifecycles.ts).
void registerMessages(NETWORK_NS, loadNetworkMessages).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StandaloneShell name="Network">
      <App />
    </StandaloneShell>,
  ),
);
