import { usePageMeta } from '@portal/kit';
import { getSandboxQuotes } from '../api/getSandboxQuotes';
import { QuoteList } from './QuoteList';
import { QuoteListsNav } from './QuoteListsNav';
import { routes } from '../../../routes';

/**
 * /sandbox, 'My Sandbox': the open quotes the signed-in user requested personally (in the
 * current selection), with the same actions and a New Quote button.
 */
export function SandboxPage() {
  usePageMeta(routes.sandbox.title, [{ label: 'Sandbox' }]);
  return (
    <div className="stack">
      <QuoteListsNav />
      <p className="muted">The quote requests you made yourself. Colleagues' requests for the same organisation are under Quotes.</p>
      <QuoteList load={getSandboxQuotes} caption="My quote requests" />
    </div>
  );
}
