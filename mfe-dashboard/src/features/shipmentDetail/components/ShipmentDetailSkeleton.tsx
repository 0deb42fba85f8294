import { useDashboardT } from '../../../messages';

const FACTS = 8;

/**
 * The shipment page's shape while its code or its detail is still coming: the facts card with
 * its facts as blank bars, and the milestones and route cards beside each other, where the page
 * then draws them (a line of "Loading…" left the phone's screen empty and moved everything once
 * the detail arrived).
 */
export function ShipmentDetailSkeleton({ id }: { id: string }) {
  const t = useDashboardT();
  return (
    <div className="stack shipment-detail is-loading" aria-busy="true">
      <section className="card shipment-facts" aria-label={t('detail.title', { id })}>
        <p className="shipment-skeleton-status" role="status">
          {t('detail.loading', { id })}
        </p>
        <div className="facts-grid" aria-hidden="true">
          {Array.from({ length: FACTS }, (_, i) => (
            <div key={i} className="fact shipment-skeleton-fact">
              <span className="blank-bar" />
              <span className="blank-bar" />
            </div>
          ))}
        </div>
      </section>
      <div className="shipment-detail-grid" aria-hidden="true">
        <section className="card shipment-skeleton-card" />
        <section className="card shipment-skeleton-card" />
      </div>
    </div>
  );
}
