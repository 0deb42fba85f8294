/**
 * Believable names, streets and phone numbers for agents, per country. Invented companies: the
 * cores and prefixes are generic trade words, the legal forms and street patterns those of the
 * country, so "Hamburg Maritime Services GmbH, Speicherstraße 14" reads like a real partner.
 */
import type { Random } from '../../core/random';

export type AgentRole = 'Sea freight' | 'Air freight' | 'Road transport' | 'Rail' | 'Customs' | 'Warehouse';

const CORES: Record<AgentRole, readonly string[]> = {
  'Sea freight': ['Maritime Services', 'Shipping Agencies', 'Ocean Logistics', 'Port Services', 'Marine Agencies'],
  'Air freight': ['Air Cargo', 'Airfreight Services', 'Aviation Logistics', 'Air Logistics'],
  'Road transport': ['Transport', 'Haulage', 'Trucking', 'Road Logistics'],
  Rail: ['Rail Logistics', 'Railfreight', 'Intermodal', 'Rail Cargo'],
  Customs: ['Customs Brokers', 'Customs Services', 'Clearance Services'],
  Warehouse: ['Warehousing', 'Distribution', 'Logistics Centre'],
};

const PREFIXES = [
  'Anchor',
  'Northbound',
  'Trident',
  'Pioneer',
  'Crossroads',
  'Polaris',
  'Bluewater',
  'Skyway',
  'Keystone',
  'Compass',
  'Cornerstone',
  'Lighthouse',
  'Vanguard',
  'Summit',
  'Harbourline',
  'Eastwind',
  'Westgate',
  'Silverline',
];

const LEGAL_FORMS: Record<string, string> = {
  AE: 'LLC',
  AR: 'S.A.',
  AT: 'GmbH',
  AU: 'Pty Ltd',
  BE: 'NV',
  BR: 'Ltda.',
  CA: 'Inc.',
  CH: 'AG',
  CL: 'SpA',
  CN: 'Co., Ltd.',
  CZ: 's.r.o.',
  DE: 'GmbH',
  DK: 'A/S',
  EG: 'S.A.E.',
  ES: 'S.L.',
  FR: 'SAS',
  GB: 'Ltd',
  GR: 'S.A.',
  HK: 'Limited',
  HU: 'Kft.',
  ID: 'Tbk',
  IN: 'Pvt. Ltd.',
  IT: 'S.r.l.',
  JP: 'K.K.',
  KE: 'Ltd',
  KR: 'Co., Ltd.',
  KZ: 'LLP',
  LK: '(Pvt) Ltd',
  LU: 'S.A.',
  MA: 'SARL',
  MX: 'S.A. de C.V.',
  MY: 'Sdn. Bhd.',
  NG: 'Ltd',
  NL: 'B.V.',
  NZ: 'Ltd',
  OM: 'LLC',
  PH: 'Inc.',
  PL: 'Sp. z o.o.',
  PT: 'Lda.',
  QA: 'W.L.L.',
  RO: 'S.R.L.',
  SA: 'LLC',
  SE: 'AB',
  SG: 'Pte. Ltd.',
  SK: 's.r.o.',
  TH: 'Co., Ltd.',
  TR: 'A.Ş.',
  TW: 'Co., Ltd.',
  US: 'Inc.',
  VN: 'Co., Ltd.',
  ZA: '(Pty) Ltd',
};

const DIALING: Record<string, string> = {
  AE: '971',
  AR: '54',
  AT: '43',
  AU: '61',
  BE: '32',
  BR: '55',
  CA: '1',
  CH: '41',
  CL: '56',
  CN: '86',
  CZ: '420',
  DE: '49',
  DK: '45',
  EG: '20',
  ES: '34',
  FR: '33',
  GB: '44',
  GR: '30',
  HK: '852',
  HU: '36',
  ID: '62',
  IN: '91',
  IT: '39',
  JP: '81',
  KE: '254',
  KR: '82',
  KZ: '7',
  LK: '94',
  LU: '352',
  MA: '212',
  MX: '52',
  MY: '60',
  NG: '234',
  NL: '31',
  NZ: '64',
  OM: '968',
  PH: '63',
  PL: '48',
  PT: '351',
  QA: '974',
  RO: '40',
  SA: '966',
  SE: '46',
  SG: '65',
  SK: '421',
  TH: '66',
  TR: '90',
  TW: '886',
  US: '1',
  VN: '84',
  ZA: '27',
  BD: '880',
  CI: '225',
};

const TLD: Record<string, string> = {
  AT: 'at',
  AU: 'com.au',
  BE: 'be',
  BR: 'com.br',
  CH: 'ch',
  CN: 'cn',
  CZ: 'cz',
  DE: 'de',
  DK: 'dk',
  ES: 'es',
  FR: 'fr',
  GB: 'co.uk',
  HK: 'com.hk',
  IT: 'it',
  JP: 'co.jp',
  NL: 'nl',
  NZ: 'co.nz',
  PL: 'pl',
  SE: 'se',
  SG: 'com.sg',
  ZA: 'co.za',
};

type StreetPattern = (random: Random) => string;

const pattern =
  (streets: readonly string[], format: (street: string, n: number) => string): StreetPattern =>
  (random) =>
    format(random.pick(streets), random.int(1, 240));

const STREETS: Record<string, StreetPattern> = {
  NL: pattern(['Havenweg', 'Industrieweg', 'Transportweg', 'Kade', 'Stationsweg'], (s, n) => `${s} ${n}`),
  DE: pattern(['Hafenstraße', 'Industriestraße', 'Speicherstraße', 'Logistikring', 'Bahnhofstraße'], (s, n) => `${s} ${n}`),
  FR: pattern(['rue du Port', "rue de l'Industrie", 'avenue des Entrepôts', 'rue de la Gare'], (s, n) => `${n} ${s}`),
  ES: pattern(['Calle del Puerto', 'Avenida de la Industria', 'Calle de los Almacenes'], (s, n) => `${s} ${n}`),
  PT: pattern(['Rua do Porto', 'Avenida da Indústria', 'Rua dos Armazéns'], (s, n) => `${s}, ${n}`),
  IT: pattern(['Via del Porto', "Via dell'Industria", 'Via dei Magazzini'], (s, n) => `${s} ${n}`),
  CN: pattern(['Gangwan Road', 'Haiyun Road', 'Jiangbin Avenue', 'Binhai Road', 'Xingang Road', 'Konggang Avenue'], (s, n) => `No. ${n} ${s}`),
  JP: pattern(['Kaigan', 'Minato', 'Shinkiba', 'Ariake'], (s, n) => `${s} ${1 + (n % 9)}-${n}`),
  US: pattern(['Harbor Boulevard', 'Port Avenue', 'Commerce Drive', 'Terminal Way', 'Cargo Road'], (s, n) => `${n * 10} ${s}`),
  EN: pattern(['Harbour Road', 'Port Road', 'Dock Street', 'Industrial Avenue', 'Cargo Way', 'Terminal Drive'], (s, n) => `${n} ${s}`),
};

const STREET_STYLE: Record<string, string> = {
  NL: 'NL',
  BE: 'NL',
  DE: 'DE',
  AT: 'DE',
  CH: 'DE',
  FR: 'FR',
  LU: 'FR',
  MA: 'FR',
  CI: 'FR',
  ES: 'ES',
  MX: 'ES',
  AR: 'ES',
  CL: 'ES',
  PT: 'PT',
  BR: 'PT',
  IT: 'IT',
  CN: 'CN',
  TW: 'CN',
  JP: 'JP',
  US: 'US',
  CA: 'US',
};

export function agentName(random: Random, role: AgentRole, city: string, country: string): string {
  // Half are named after their city ("Hamburg Maritime Services"), half carry a brand word.
  const head = random.chance(0.5) ? city.replace(/ (International|Airport).*$/, '') : random.pick(PREFIXES);
  const form = LEGAL_FORMS[country] ?? 'Ltd';
  return country === 'ID' ? `PT ${head} ${random.pick(CORES[role])}` : `${head} ${random.pick(CORES[role])} ${form}`;
}

export function agentStreet(random: Random, country: string): string {
  return STREETS[STREET_STYLE[country] ?? 'EN'](random);
}

export function agentPhone(random: Random, country: string): string {
  const code = DIALING[country] ?? '1';
  return `+${code} ${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

export function agentEmail(random: Random, name: string, country: string): string {
  const form = LEGAL_FORMS[country] ?? 'Ltd';
  const bare = name.endsWith(` ${form}`) ? name.slice(0, -form.length - 1) : name.replace(/^PT /, '');
  const slug = bare
    .replace(/[Łł]/g, 'l')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 3)
    .join('-');
  const box = random.pick(['ops', 'info', 'bookings', 'export', 'import']);
  return `${box}@${slug}.${TLD[country] ?? 'com'}`;
}
