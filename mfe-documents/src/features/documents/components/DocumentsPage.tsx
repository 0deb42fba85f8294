import { useSearchParams } from 'react-router-dom';
import { TabPanel, Tabs } from '@portal/ui/Tabs';
import { useFormat, usePageMeta } from '@portal/kit';
import { paramsForTab, tabFromParam, type DocumentTab } from '../api/tables';
import { useDocumentsT } from '../../../messages';
import { useDocumentTotals } from '../hooks/useDocumentTotals';
import { DocumentsTable } from './DocumentsTable';
import { routes } from '../../../routes';

/**
 * /documents — My Documents: tabs Documents (default) and Quotes. The tab lives in the
 * address (?tab=quotations) so reload, back and a shared link keep it. "Quotes", as everywhere in
 * the portal: the offers of the customer's quotes (the address keeps its machine name). Tab labels carry the
 * totals for the current selection; both reload when the customer or group changes.
 */
const TAB_ORDER: DocumentTab[] = ['documents', 'quotations'];
const ID_PREFIX = 'my-documents';

export function DocumentsPage() {
  const t = useDocumentsT();
  const { number, language } = useFormat();
  usePageMeta(t('routes./documents/*.title', { defaultValue: routes.documents.title }));
  const [params, setParams] = useSearchParams();
  const active = tabFromParam(params.get('tab'));
  const totals = useDocumentTotals();

  const label = (tab: DocumentTab) => {
    const total = totals.data?.[tab];
    return (
      <>
        {t(`tabs.${tab}`)}
        {total !== undefined && <span className="documents-tab-total"> {t('tabs.total', { count: number(total) })}</span>}
      </>
    );
  };

  const choose = (tab: DocumentTab) => setParams(paramsForTab(tab), { replace: true });

  return (
    <div className="stack">
      {/* The host's HTML draws the same line in the same place before this remote has run (the route's `leads`). */}
      <p className="page-lead">{t('routes./documents/*.leads./documents', { defaultValue: routes.documents.leads['/documents'] })}</p>
      <section className="documents-page card">
        <Tabs tabs={TAB_ORDER.map((key) => ({ key, label: label(key) }))} active={active} onChange={choose} label={t('tabs.label')} idPrefix={ID_PREFIX} />
        <TabPanel active={active} idPrefix={ID_PREFIX}>
          {/* A new language draws the table anew: the grid keeps cells it has formatted until their rows change. */}
          <DocumentsTable key={`${active}:${params.get('name') ?? ''}:${language}`} tab={active} name={params.get('name')} />
        </TabPanel>
      </section>
    </div>
  );
}
