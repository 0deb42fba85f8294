import { createRoot } from 'react-dom/client';
import { registerMessages, StandaloneShell } from '@portal/kit';
import '@portal/ui/theme.css';
import { App } from './App';
import { DOCUMENTS_NS, loadDocumentsMessages } from './messages';

// Its messages first, as the shell's lifecycles do (lifecycles.ts).
void registerMessages(DOCUMENTS_NS, loadDocumentsMessages).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StandaloneShell name="Documents">
      <App />
    </StandaloneShell>,
  ),
);
