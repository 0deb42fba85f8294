import { usePageMeta } from '@portal/kit';
import { useQuotesT } from '../../../messages';
import { getSandboxQuotes } from '../api/getSandboxQuotes';
import { QuoteList } from './QuoteList';
import { QuoteListsNav } from './QuoteListsNav';
import { routes } from '../../../routes';

/**
 * /sandbox, 'My Sandbox': the open quotes the signed-in user requested personally (in the
 * current selection), with the same actions and a New Quote button.
 */
export function SandboxPage() {
  const t = useQuotesT();
  usePageMeta(t('routes./sandbox.title', { defaultValue: routes.sandbox.title }), [{ label: t('list.sandboxCrumb') }]);
  return (
    <div className="stack">
      <QuoteListsNav />
      <p className="muted">{t('list.sandboxLead')}</p>
      <QuoteList load={getSandboxQuotes} caption={t('list.sandboxCaption')} />
    </div>
  );
}
