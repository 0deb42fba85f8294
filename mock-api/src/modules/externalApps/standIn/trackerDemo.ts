import { escapeHtml } from './html';

/**
 * The stand-in tracker's screen: the portal's hand-over as the real tracker would confirm a
 * sign-in ("Signed in from your customer portal as …"), then a tracking screen with sample
 * shipments. The page is anonymous, so it never shows the customer's own data: the rows are
 * fixed examples and say so.
 */
export function handOverHtml(t: (english: string) => string, user: string, company: string, openedAt: string, savedCleared: boolean, known: boolean): string {
  const who = user
    ? `<span data-field="user">${escapeHtml(user)}</span> ${t('for organisation')} <span data-field="company">${escapeHtml(company || '—')}</span>`
    : t('no user');
  return `<section class="card handover" aria-labelledby="handover-title">
    <h2 id="handover-title">${t('Signed in from your customer portal')}</h2>
    <p>${t('As')} ${who}${openedAt ? `, <span data-field="t">${escapeHtml(openedAt)}</span>` : ''}.${
      savedCleared ? ` <span data-field="clearSaved">${t('Any sign-in saved on this device was replaced.')}</span>` : ''
    }</p>
    <p class="${known ? 'ok' : 'bad'}" data-field="account">${
      t(known ? 'A tracker account exists for this user at this organisation.' : 'No tracker account is known for this user at this organisation.')
    }</p>
  </section>`;
}

interface SampleShipment {
  reference: string;
  route: string;
  status: string;
  eta: string;
}

const SAMPLES: SampleShipment[] = [
  { reference: 'MSKU 7281934', route: 'Shanghai → Rotterdam', status: 'At sea', eta: 'in 9 days' },
  { reference: 'HLXU 4410287', route: 'Singapore → Hamburg', status: 'Discharged', eta: 'arrived' },
  { reference: '020-58213344', route: 'Frankfurt → Chicago', status: 'Departed', eta: 'tomorrow' },
];

export function trackingDemoHtml(t: (english: string) => string): string {
  const rows = SAMPLES.map(
    (s) => `<tr><td>${escapeHtml(s.reference)}</td><td>${escapeHtml(s.route)}</td><td>${escapeHtml(t(s.status))}</td><td>${escapeHtml(t(s.eta))}</td></tr>`,
  ).join('');
  return `<section class="card" aria-labelledby="tracking-title">
    <h2 id="tracking-title">${t('Track a shipment')}</h2>
    <form class="track" role="search">
      <label for="track-ref">${t('Container, bill of lading or air waybill number')}</label>
      <input id="track-ref" name="ref" placeholder="${t('e.g. MSKU 7281934')}" autocomplete="off">
      <button type="submit" disabled aria-describedby="track-note">${t('Track')}</button>
      <p id="track-note" class="muted">${t('Tracking by number is not part of this demo.')}</p>
    </form>
    <table class="demo-table">
      <caption>${t('Recently tracked')} <span class="muted">${t('(sample data in this demo)')}</span></caption>
      <thead><tr><th scope="col">${t('Reference')}</th><th scope="col">${t('Route')}</th><th scope="col">${t('Status')}</th><th scope="col">${t('Arrival')}</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>
  </section>`;
}
