import { useSearchParams } from 'react-router-dom';
import { TabPanel, Tabs } from '@portal/ui/Tabs';
import { usePageMeta } from '@portal/kit';
import { formatNumber } from '@portal/contracts/format/numbers';
import { DOCUMENT_TABLES, paramsForTab, tabFromParam, type DocumentTab } from '../api/tables';
import { useDocumentTotals } from '../hooks/useDocumentTotals';
import { DocumentsTable } from './DocumentsTable';
import { routes } from '../../../routes';

/**
 * /documents — My Documents: tabs Documents (default) and Quotations. The tab lives in the
 * address (?tab=quotations) so reload, back and a shared link keep it. Tab labels carry the
 * totals for the current selection; both reload when the customer or group changes.
 */
const TAB_ORDER: DocumentTab[] = ['documents', 'quotations'];
const ID_PREFIX = 'my-documents';

export function DocumentsPage() {
  usePageMeta(routes.documents.title);
  const [params, setParams] = useSearchParams();
  const active = tabFromParam(params.get('tab'));
  const totals = useDocumentTotals();

  const label = (tab: DocumentTab) => {
    const total = totals.data?.[tab];
    return (
      <>
        {DOCUMENT_TABLES[tab].label}
        {total !== undefined && <span className="documents-tab-total"> ({formatNumber(total)})</span>}
      </>
    );
  };

  const choose = (tab: DocumentTab) => setParams(paramsForTab(tab), { replace: true });

  return (
    <div className="stack">
      {/* The host's HTML draws the same line in the same place before this remote has run (the route's `leads`). */}
      <p className="page-lead">{routes.documents.leads['/documents']}</p>
      <section className="documents-page card">
        <Tabs tabs={TAB_ORDER.map((key) => ({ key, label: label(key) }))} active={active} onChange={choose} label="My Documents" idPrefix={ID_PREFIX} />
        <TabPanel active={active} idPrefix={ID_PREFIX}>
          <DocumentsTable key={`${active}:${params.get('name') ?? ''}`} tab={active} name={params.get('name')} />
        </TabPanel>
      </section>
    </div>
  );
}
