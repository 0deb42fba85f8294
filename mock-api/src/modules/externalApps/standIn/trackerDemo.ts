import { escapeHtml } from './html';

/**
 * The stand-in tracker's screen: the portal's hand-over as the real tracker would confirm a
 * sign-in ("Signed in from your customer portal as …"), then a tracking screen with sample
 * shipments. The page is anonymous, so it never shows the customer's own data: the rows are
 * fixed examples and say so.
 */
export function handOverHtml(user: string, company: string, openedAt: string, savedCleared: boolean, known: boolean): string {
  const who = user
    ? `<span data-field="user">${escapeHtml(user)}</span> for organisation <span data-field="company">${escapeHtml(company || '—')}</span>`
    : 'no user';
  return `<section class="card handover" aria-labelledby="handover-title">
    <h2 id="handover-title">Signed in from your customer portal</h2>
    <p>As ${who}${openedAt ? `, <span data-field="t">${escapeHtml(openedAt)}</span>` : ''}.${
      savedCleared ? ' <span data-field="clearSaved">Any sign-in saved on this device was replaced.</span>' : ''
    }</p>
    <p class="${known ? 'ok' : 'bad'}" data-field="account">${
      known ? 'A tracker account exists for this user at this organisation.' : 'No tracker account is known for this user at this organisation.'
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

export function trackingDemoHtml(): string {
  const rows = SAMPLES.map(
    (s) => `<tr><td>${escapeHtml(s.reference)}</td><td>${escapeHtml(s.route)}</td><td>${escapeHtml(s.status)}</td><td>${escapeHtml(s.eta)}</td></tr>`,
  ).join('');
  return `<section class="card" aria-labelledby="tracking-title">
    <h2 id="tracking-title">Track a shipment</h2>
    <form class="track" role="search">
      <label for="track-ref">Container, bill of lading or air waybill number</label>
      <input id="track-ref" name="ref" placeholder="e.g. MSKU 7281934" autocomplete="off">
      <button type="submit" disabled aria-describedby="track-note">Track</button>
      <p id="track-note" class="muted">Tracking by number is not part of this demo.</p>
    </form>
    <table class="demo-table">
      <caption>Recently tracked <span class="muted">(sample data in this demo)</span></caption>
      <thead><tr><th scope="col">Reference</th><th scope="col">Route</th><th scope="col">Status</th><th scope="col">Arrival</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>
  </section>`;
}
