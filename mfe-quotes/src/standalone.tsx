import { createRoot } from 'react-dom/client';
import { registerMessages, StandaloneShell } from '@portal/kit';
import '@portal/ui/theme.css';
import { App } from './App';
import { loadQuotesMessages, QUOTES_NS } from './messages';

// Its messages first, as the shell's lifecycles do (lifecycles.ts).
void registerMessages(QUOTES_NS, loadQuotesMessages).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StandaloneShell name="Quotes">
      <App />
    </StandaloneShell>,
  ),
);
