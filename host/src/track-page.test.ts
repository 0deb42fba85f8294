import assert from 'node:assert/strict';
import { test } from 'node:test';
import { trackHtml, type TrackAnswer } from './track-page.ts';
import { trackWords } from './track-words.ts';

const answer: TrackAnswer = {
  frameAncestors: [],
  shipment: {
    sharedBy: 'Van der Linden <Retail> B.V.',
    expiresAt: '2027-01-03T10:00:00.000Z',
    modality: 'SEA',
    status: 'In transit',
    progress: 40,
    origin: { name: 'Shanghai', city: 'Shanghai', country: 'China' },
    destination: { name: 'Rotterdam', city: 'Rotterdam', country: 'Nederland' },
    delivery: null,
    milestones: [
      { code: 'DEP', label: 'Vessel departed', place: 'Shanghai', locode: 'CNSHA', planned: '2026-11-20', date: '2026-11-21', state: 'actual', delayDays: 1, late: true },
      { code: 'ARR', label: 'Vessel arrived', place: 'Rotterdam', locode: 'NLRTM', planned: '2026-12-24', date: '2026-12-27', state: 'estimated', delayDays: 3, late: true },
    ],
    currentIndex: 0,
    position: 'Onderweg naar Rotterdam, Nederland',
    references: { shipmentid: 'SEA26-000123', order_ref: 'PO-77' },
    asOf: '2026-12-04',
  },
};

test('a Dutch viewer reads the page in Dutch: its words, the status, the milestones, days as Dutch writes them', () => {
  const html = trackHtml('t', answer, trackWords('nl-NL,nl;q=0.9,en;q=0.8'));
  assert.match(html, /<html lang="nl">/);
  assert.match(html, /<title>Zending gedeeld door Van der Linden &lt;Retail&gt; B\.V\.<\/title>/);
  assert.match(html, /Gedeeld door <strong>Van der Linden &lt;Retail&gt; B\.V\.<\/strong> via Meridian Freight/);
  assert.match(html, /<h1>Zeezending: Shanghai, China → Rotterdam, Nederland<\/h1>/);
  assert.match(html, /<span class="badge">Onderweg<\/span>/);
  assert.match(html, /aria-label="Voortgang"/);
  assert.match(html, /alt="Routekaart van Shanghai, China naar Rotterdam, Nederland\. Onderweg naar Rotterdam, Nederland"/);
  assert.match(html, /<h2>Mijlpalen<\/h2>/);
  assert.match(html, /Schip vertrokken<\/span><span class="when">Werkelijk 21 nov 2026 <span class="late">\(1 dag te laat\)<\/span>/);
  assert.match(html, /Schip aangekomen<\/span><span class="when">Verwacht 27 dec 2026 <span class="late">\(3 dagen te laat\)<\/span>/);
  assert.match(html, /Gepland 24 dec 2026/);
  assert.match(html, /<h2>Referenties<\/h2><dl><dt>Zending<\/dt><dd>SEA26-000123<\/dd><dt>Order<\/dt>/);
  assert.match(html, /Stand van 4 dec 2026\. Deze link is open tot 3 jan 2027\./);
  assert.doesNotMatch(html, /Shared by|Milestones|Planned|Actual|Estimated|days late|As of/);
});

test('an English (or any other) viewer reads it in English, with the ISO days the portal shows', () => {
  for (const header of ['en-GB,en;q=0.9', 'fr-FR', undefined]) {
    const html = trackHtml('t', answer, trackWords(header));
    assert.match(html, /<html lang="en">/);
    assert.match(html, /Shared by <strong>Van der Linden &lt;Retail&gt; B\.V\.<\/strong> through Meridian Freight/);
    assert.match(html, /<h1>Sea shipment: Shanghai, China → Rotterdam, Nederland<\/h1>/);
    assert.match(html, /Vessel departed<\/span><span class="when">Actual 2026-11-21 <span class="late">\(1 day late\)<\/span>/);
    assert.match(html, /Estimated 2026-12-27 <span class="late">\(3 days late\)<\/span>/);
    assert.match(html, /Planned 2026-12-24/);
    assert.match(html, /As of 2026-12-04\. This link is open until 2027-01-03\./);
  }
});

test('a word the messages lack is shown as the API sent it, never as a key', () => {
  const words = trackWords('nl');
  assert.equal(words.milestone('Loaded on a camel'), 'Loaded on a camel');
  assert.equal(words.status('Lost at sea'), 'Lost at sea');
  assert.equal(words.day('soon'), 'soon');
});
