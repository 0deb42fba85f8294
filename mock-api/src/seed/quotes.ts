import type { Modality } from '@portal/contracts/wire';
import { addDays } from '@portal/contracts/dates/days';
import { emptyQuoteForm, formToPayload, incotermsFor, isShown, validateQuoteForm, SHIPMENT_TYPES, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { insertQuote, nextQuoteNumber } from '../modules/quotes/quoteQueries';
import type { SeedContext, SeededCustomer } from './context';
import { placesOfKind, type Place } from '../geography/places';
import { quotePriceLines } from './quotePrices';
import type { Random } from '../core/random';
import { realUnlocodes } from '../geography/unlocodes';
import { seedUnlocodes } from './unlocodes';

/**
 * The UN/LOCODE table (real codes; 100 000 rows at SEED_SCALE=large), then a book of quotes for
 * every organisation over all four modalities: open requests (cancellable), requests in
 * progress, offers (downloadable, with price lines), expired offers and requests, and a few
 * cancelled and accepted ones that the open list leaves out. Some are a colleague's requests, so
 * a user's sandbox (their own requests) is a true subset of the organisation's list. Dates are relative to today. Every
 * seeded request passes the form's own rules as of the day it was made.
 */
type Status = 'Requested' | 'In progress' | 'Offered' | 'Accepted' | 'Cancelled';

interface Scenario {
  modality: Modality;
  status: Status;
  /** Days before today the request was made. */
  daysAgo: number;
  /** Expected departure, days after the request. */
  departsAfter: number;
  /** Offers: last valid day, days after today (negative: expired). */
  validFor?: number;
  /** Requested while the customer's group was selected. */
  viaGroup?: boolean;
  /** Requested by a colleague, not the organisation's first user: absent from that user's sandbox. */
  byColleague?: boolean;
}

const SCENARIOS: Scenario[] = [
  { modality: 'SEA', status: 'Offered', daysAgo: 9, departsAfter: 25, validFor: 14 },
  { modality: 'AIR', status: 'Requested', daysAgo: 1, departsAfter: 10 },
  { modality: 'ROA', status: 'In progress', daysAgo: 4, departsAfter: 9, byColleague: true },
  { modality: 'MUL', status: 'Offered', daysAgo: 6, departsAfter: 30, validFor: 21, byColleague: true },
  { modality: 'SEA', status: 'Requested', daysAgo: 2, departsAfter: 20, viaGroup: true },
  { modality: 'AIR', status: 'Offered', daysAgo: 3, departsAfter: 8, validFor: 5 },
  { modality: 'ROA', status: 'Offered', daysAgo: 12, departsAfter: 16, validFor: 7, viaGroup: true },
  { modality: 'MUL', status: 'Requested', daysAgo: 0, departsAfter: 35 },
  // Expired: offers past their validity, and a request whose departure date passed unanswered.
  { modality: 'SEA', status: 'Offered', daysAgo: 45, departsAfter: 30, validFor: -6 },
  { modality: 'AIR', status: 'Requested', daysAgo: 21, departsAfter: 14 },
  { modality: 'ROA', status: 'Offered', daysAgo: 30, departsAfter: 10, validFor: -12, byColleague: true },
  // Closed: not in the open list (accepted offers stay downloadable from the documents page).
  { modality: 'SEA', status: 'Cancelled', daysAgo: 15, departsAfter: 20 },
  { modality: 'AIR', status: 'Accepted', daysAgo: 25, departsAfter: 7, validFor: -10 },
];

const GOODS: Record<Modality, string[]> = {
  SEA: [
    'Garden furniture (teak), flat-packed',
    'Kitchenware, stainless steel',
    'Cotton T-shirts and hoodies',
    'Bicycle components',
    'LED lighting fixtures',
    'Ceramic floor tiles',
    'Plastic granulate in big bags',
  ],
  AIR: ['Smartphone accessories', 'Spare parts for packaging machines', 'Pharmaceutical samples (GDP, 2-8 °C)', 'Fashion samples', 'Printed circuit boards'],
  MUL: ['Household appliances', 'Solar panel mounting systems', 'Laptop computers', 'Auto parts, boxed', 'Office chairs'],
  ROA: ['Potting soil on pallets', 'Oak dining tables', 'Paints and coatings (non-DG)', 'Fresh vegetables', 'Steel profiles'],
};

const DG_CLASSES = ['3', '8', '9'];

/** The UN/LOCODE name of a place (the city 'Frankfurt am Main', not 'Frankfurt Airport'). */
const CITY_NAMES = new Map(realUnlocodes().map((row) => [row.unlocode, row.name]));
const cityOf = (place: Place): string => CITY_NAMES.get(place.locode) ?? place.name;

function pickRoute(random: Random, modality: Modality): [Place, Place] {
  const kind = modality === 'SEA' ? 'seaport' : modality === 'AIR' ? 'airport' : modality === 'MUL' ? 'rail' : 'inland';
  const places = placesOfKind(kind);
  if (modality === 'MUL') {
    // China–Europe rail: from a Chinese hub to a European terminal.
    return [random.pick(places.filter((p) => p.countryCode === 'CN')), random.pick(places.filter((p) => p.continent === 'Europe'))];
  }
  const origin = random.pick(places);
  const destination = random.pick(places.filter((p) => p.countryCode !== origin.countryCode));
  return [origin, destination];
}

const ZIPS: Record<string, string> = {
  NL: '3011 AA',
  BE: '2000',
  DE: '20457',
  FR: '75001',
  GB: 'EC1A 1BB',
  CN: '200120',
  US: '10001',
  IT: '20121',
  ES: '28001',
  PL: '00-001',
};
const zipFor = (country: string, random: Random) => ZIPS[country] ?? String(random.int(10000, 99999));


/** Form values for a scenario: every field its incoterm shows, filled as a customer would. */
function requestFor(random: Random, scenario: Scenario, departure: string): QuoteFormValues {
  const { modality } = scenario;
  const [origin, destination] = pickRoute(random, modality);
  const v: QuoteFormValues = { ...emptyQuoteForm(), modality, incoterm: random.pick(incotermsFor(modality)) };
  const shipmentTypes = SHIPMENT_TYPES[modality];
  v.shipmentType = shipmentTypes.length ? random.pick(shipmentTypes.filter((s) => s !== 'Break Bulk')) : '';
  v.incotermLocation = v.incoterm.startsWith('D') || v.incoterm.startsWith('C') ? cityOf(destination) : cityOf(origin);
  v.goodsDescription = random.pick(GOODS[modality]);
  v.departureDate = departure;
  v.originCountry = origin.countryCode;
  v.destinationCountry = destination.countryCode;
  if (isShown('originCity', v)) [v.originCity, v.originZipCode] = [cityOf(origin), zipFor(origin.countryCode, random)];
  if (isShown('originPort', v)) v.originPort = origin.locode;
  if (isShown('destinationCity', v)) [v.destinationCity, v.destinationZipCode] = [cityOf(destination), zipFor(destination.countryCode, random)];
  if (isShown('destinationPort', v)) v.destinationPort = destination.locode;
  if (isShown('containerType', v)) v.containerType = random.pick(['20GP', '40GP', '40HC', '40HC', '45PWHC']);
  if (isShown('vehicleType', v)) v.vehicleType = random.pick(['Standard trailer', 'Megatrailer', 'Tautliner', 'Boxtrailer']);
  v.packageType =
    modality === 'ROA' || modality === 'MUL' ? random.pick(['Europallet', 'Europallet', 'Blockpallet']) : random.pick(['Cartons', 'Europallet', 'Crates']);
  v.packageCount = String(random.int(4, 60));
  if (random.chance(0.3)) [v.packageType2, v.packageCount2] = ['Cartons', String(random.int(5, 200))];
  v.palletExchange = isShown('palletExchange', v) && random.chance(0.6);
  if (isShown('tailgate', v)) v.tailgate = random.chance(0.4) ? 'yes' : 'no';
  v.weight = String(modality === 'AIR' ? random.int(80, 2500) : random.int(1500, 22000));
  v.volume = String(modality === 'AIR' ? random.int(1, 12) : random.int(4, 60));
  if (isShown('loadingMeters', v)) v.loadingMeters = v.shipmentType === 'FTL' ? '13.6' : String(random.int(2, 8));
  v.customsHandling = random.chance(0.5);
  v.extraGoodsInsurance = random.chance(0.25);
  if (v.extraGoodsInsurance) [v.goodsValue, v.goodsValueCurrency] = [String(random.int(10, 400) * 1000), random.pick(['EUR', 'USD'] as const)];
  v.dangerousGoods = modality !== 'AIR' && random.chance(0.15);
  if (v.dangerousGoods) v.dangerousGoodsClass = random.pick(DG_CLASSES);
  if (random.chance(0.3))
    v.specialInstructions = random.pick([
      'Please quote door-to-door.',
      'Goods are stackable.',
      'Delivery by appointment only.',
      'Loading dock available, no forklift on site.',
    ]);
  return v;
}

/**
 * Who requested it: the organisation's first linked user, or for a colleague's request its
 * second one; an organisation with a single portal user gets its colleagues' requests from
 * someone without a portal account (asked by e-mail, entered by the forwarder's staff).
 */
function requestorOf(ctx: SeedContext, customer: SeededCustomer, scenario: Scenario): { userId: number | null; email: string } {
  const linked = ctx.users.filter((u) => u.role === 'customer' && u.customerIds.includes(customer.id));
  const user = scenario.byColleague ? linked[1] : linked[0];
  if (user) return { userId: user.id, email: user.email };
  return { userId: null, email: `${scenario.byColleague ? 'purchasing' : 'logistics'}@${customer.code.toLowerCase()}.example` };
}

interface Planned {
  customer: SeededCustomer;
  scenario: Scenario;
  created: string;
  values: QuoteFormValues;
}

export async function seed(ctx: SeedContext): Promise<void> {
  await seedUnlocodes(ctx.db, ctx.scale, ctx.random.fork('unlocodes'));

  const random = ctx.random.fork('quotes');
  const today = ctx.today.toISOString().slice(0, 10);
  const planned: Planned[] = [];
  for (const customer of ctx.customers) {
    for (const scenario of SCENARIOS) {
      const createdDay = addDays(today, -scenario.daysAgo);
      const values = requestFor(random, scenario, addDays(createdDay, scenario.departsAfter));
      const errors = validateQuoteForm(values, { today: createdDay });
      if (Object.keys(errors).length > 0) throw new Error(`Seeded quote for ${customer.code} breaks the form's rules: ${JSON.stringify(errors)}`);
      const created = `${createdDay}T${String(random.int(7, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`;
      planned.push({ customer, scenario, created, values });
    }
  }
  // Numbered in the order they were made, as the real counter would have.
  planned.sort((a, b) => a.created.localeCompare(b.created));

  await ctx.db.tx(async () => {
    for (const { customer, scenario, created, values } of planned) {
      const group = scenario.viaGroup ? ctx.groups.find((g) => g.memberIds.includes(customer.id)) : undefined;
      const payload = formToPayload(values);
      const requestor = requestorOf(ctx, customer, scenario);
      const { id } = await insertQuote(ctx.db, {
        payload,
        customerId: customer.id,
        customerGroupId: group?.id ?? null,
        userId: requestor.userId,
        email: requestor.email,
        status: scenario.status,
        createdAt: created,
        quoteNr: await nextQuoteNumber(ctx.db, new Date(created)),
      });
      if (scenario.validFor !== undefined) {
        const offeredAt = addDays(created.slice(0, 10), Math.min(2, scenario.daysAgo));
        await ctx.db.run(
          'UPDATE quotes SET offered_at = @offeredAt, valid_until = @validUntil, price_currency = @currency, updated_at = @offeredAt WHERE id = @id',
          {
            id,
            offeredAt: `${offeredAt}T10:00:00.000Z`,
            validUntil: addDays(today, scenario.validFor),
            currency: customer.country === 'US' || customer.country === 'CN' ? 'USD' : 'EUR',
          },
        );
        for (const [position, line] of quotePriceLines(payload, customer.country === 'US' || customer.country === 'CN' ? 'USD' : 'EUR', random).entries())
          await ctx.db.run(
            'INSERT INTO quote_price_lines (quote_id, position, description, basis, amount, currency) VALUES (@id, @position, @description, @basis, @amount, @currency)',
            { id, position: position + 1, ...line },
          );
      }
      if (scenario.status === 'Cancelled') await ctx.db.run('UPDATE quotes SET cancelled_at = updated_at WHERE id = @id', { id });
    }
  });
}
