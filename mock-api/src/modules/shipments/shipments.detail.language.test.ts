import type { ShipmentDetail } from '@portal/contracts/shipments';
import type { Modality } from '@portal/contracts/wire';
import { keyOfModality } from '@portal/contracts/modes';
import { DEMO, TestClient, signIn, startTestServer, type TestServer } from '../../../test/helpers';

/**
 * GET /api/shipments/detail/:mode/:id in the request's language: the prose a person reads
 * (the "Now" line, the CO₂e method and distance notes, the intensities' names, the consignee's
 * place, the countries) comes in Dutch for `Accept-Language: nl`, while every machine field
 * (codes, states, dates, figures, coordinates, ids) is the same as in English.
 */
jest.setTimeout(60_000);

let server: TestServer;
let customer: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
  expect((await customer.post('/portal/customer', { customer: 'C10001' })).status).toBe(200);
}, 180_000);
afterAll(() => server.close());

const detailIn = async (mode: string, id: string, language?: string): Promise<ShipmentDetail> => {
  const res = await customer.request<ShipmentDetail>('GET', `/shipments/detail/${mode}/${id}`, language ? { headers: { 'accept-language': language } } : {});
  expect(res.status).toBe(200);
  return res.body;
};

/** The answer without its prose: what a program reads, which must not move with the language. */
function machineFields(d: ShipmentDetail) {
  const place = (p: ShipmentDetail['origin'] | null) => p && { ...p, name: undefined, country: undefined };
  return {
    ...d,
    origin: place(d.origin),
    destination: place(d.destination),
    via: place(d.via),
    delivery: place(d.delivery),
    milestones: d.milestones.map((m) => ({ ...m, place: undefined })),
    position: { ...d.position, text: undefined },
    emissions: { ...d.emissions, method: undefined, legs: d.emissions.legs.map((l) => ({ ...l, from: undefined, to: undefined, distanceMethod: undefined, factorName: undefined })) },
  };
}

/** The customer's first shipment of each mode. */
async function sample(): Promise<Array<{ mode: string; id: string }>> {
  const found = await server.db.all<{ shipmentid: string; modality: Modality }>(
    `SELECT s.shipmentid, s.modality FROM shipments s JOIN customers c ON c.id = s.customer_id
     WHERE c.code = 'C10001' AND s.etd IS NOT NULL ORDER BY s.shipmentid`,
  );
  const byKind = new Map<string, { mode: string; id: string }>();
  for (const s of found) {
    if (!byKind.has(s.modality)) byKind.set(s.modality, { mode: keyOfModality(s.modality), id: s.shipmentid });
  }
  return [...byKind.values()];
}

describe('the shipment detail in Dutch', () => {
  it('words the "Now" line, the CO₂e method, the distance notes and the intensities in Dutch; the machine fields equal the English answer', async () => {
    const shipments = await sample();
    expect(shipments.map((s) => s.mode).sort()).toEqual(['air', 'mul', 'roa', 'sea']);
    for (const { mode, id } of shipments) {
      const english = await detailIn(mode, id);
      expect(await detailIn(mode, id, 'en-GB')).toEqual(english);
      const dutch = await detailIn(mode, id, 'nl-NL,nl;q=0.9,en;q=0.8');

      expect(machineFields(dutch)).toEqual(machineFields(english));
      expect(english.position.text).toMatch(/^(At|In transit|Out for delivery|Delivered)\b/);
      expect(dutch.position.text).toMatch(/^(Op de plaats van vertrek|In|Onderweg naar|Onderweg voor aflevering|Afgeleverd bij de geadresseerde) /);
      expect(dutch.position.text).not.toMatch(/\b(At|transit|delivery|Delivered|consignee|not yet departed)\b/);
      expect(english.emissions.method).toMatch(/^Well-to-wheel CO₂e by the GLEC Framework/);
      expect(dutch.emissions.method).toBe('Well-to-wheel CO₂e volgens het GLEC Framework / ISO 14083: afstand × gewicht × standaardintensiteit per traject.');
      for (const leg of dutch.emissions.legs) {
        expect(leg.distanceMethod).toMatch(/^(kortste zeeroute tussen de havens|directe vliegafstand|hemelsbreed [\d.]+ km × 1,2, een schatting van de afstand over (de weg|het spoor))/);
        expect(leg.factorName).toMatch(/^(Containerschip|Trekker met oplegger|Spoorvracht|Luchtvracht)[ ,]/);
        expect(leg.from).not.toMatch(/Consignee/);
        expect(leg.to).not.toMatch(/Consignee/);
      }
      // The countries as Dutch writes them, from the places' UN/LOCODE; the codes stay.
      for (const key of ['origin', 'destination'] as const) {
        const code = dutch[key].locode.slice(0, 2);
        expect(dutch[key].country).toBe(new Intl.DisplayNames(['nl'], { type: 'region' }).of(code));
      }
      if (dutch.delivery) expect(dutch.delivery.name).toMatch(/^Geadresseerde, /);
    }
  });

  it('names a Dutch country in the "Now" line where the English one names it in English', async () => {
    const found = await server.db.all<{ shipmentid: string }>(
      `SELECT s.shipmentid FROM shipments s JOIN customers c ON c.id = s.customer_id
       WHERE c.code = 'C10001' AND s.modality = 'SEA' AND s.via IS NULL AND s.atd IS NOT NULL AND s.ata IS NULL ORDER BY s.shipmentid LIMIT 1`,
    );
    const english = await detailIn('sea', found[0].shipmentid);
    const dutch = await detailIn('sea', found[0].shipmentid, 'nl');
    expect(english.position.text).toBe(`In transit to ${english.destination.name}, ${english.destination.country}`);
    expect(dutch.position.text).toBe(`Onderweg naar ${english.destination.name}, ${dutch.destination.country}`);
  });
});
