import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '@portal/kit';
import type { ModeKey } from '../../../../shipments/modes';

// The links' form and list load when the person asks to share: the page itself stays as light.
const ShareLinks = lazy(() => import(/* webpackChunkName: "share-links" */ './ShareLinks').then((m) => ({ default: m.ShareLinks })));

/** The shipment page's Share: a link for someone outside the portal (and an embed for the customer's own page). */
export function SharePanel({ mode, id }: { mode: ModeKey; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card shipment-share" aria-labelledby="shipment-share-title">
      <div className="shipment-share-head">
        <h2 id="shipment-share-title">Share</h2>
        <button type="button" className="btn btn-sm" aria-expanded={open} aria-controls="shipment-share-body" onClick={() => setOpen((o) => !o)}>
          {open ? 'Close' : 'Share'}
        </button>
      </div>
      {open && (
        <div id="shipment-share-body">
          <Suspense fallback={<LoadingState label="Loading share links…" />}>
            <ShareLinks mode={mode} id={id} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
