import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '@portal/kit';
import type { ModeKey } from '../../../../shipments/modes';
import { useDashboardT } from '../../../../messages';

// The links' form and list load when the person asks to share: the page itself stays as light.
const ShareLinks = lazy(() => import(/* webpackChunkName: "share-links" */ './ShareLinks').then((m) => ({ default: m.ShareLinks })));

/** The shipment page's Share: a link for someone outside the portal (and an embed for the customer's own page). */
export function SharePanel({ mode, id }: { mode: ModeKey; id: string }) {
  const t = useDashboardT();
  const [open, setOpen] = useState(false);
  return (
    <section className="card shipment-share" aria-labelledby="shipment-share-title">
      <div className="shipment-share-head">
        <h2 id="shipment-share-title">{t('share.title')}</h2>
        <button type="button" className="btn btn-sm" aria-expanded={open} aria-controls="shipment-share-body" onClick={() => setOpen((o) => !o)}>
          {open ? t('share.close') : t('share.open')}
        </button>
      </div>
      {open && (
        <div id="shipment-share-body">
          <Suspense fallback={<LoadingState label={t('share.loading')} />}>
            <ShareLinks mode={mode} id={id} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
