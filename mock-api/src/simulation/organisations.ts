/**
 * The core book of business: the forwarder's own companies, its customer organisations and
 * groups, and the users. Names and addresses are invented but shaped like the real thing.
 * The three demo accounts are fixed by /work/shared/spec/decisions.md.
 */
/** What the forwarder's own companies and its customers both have: a code, a name, an address and how to reach them. */
export interface CompanySeed {
  code: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  vatNumber: string;
}

/** A customer organisation, with the licences it holds (My tracker, MyKPI). */
export interface CustomerSeed extends CompanySeed {
  tracker: boolean;
  kpi: boolean;
}

export interface GroupSeed {
  code: string;
  name: string;
  members: string[];
}

export interface UserSeed {
  email: string;
  password: string;
  name: string;
  appellative: string;
  role: 'admin' | 'customer';
  company?: string;
  customers: string[];
  groups: string[];
  defaultCustomer?: string;
}

/** An organisation as stored, with the id the database gave it. */
export interface SeededCustomer {
  id: number;
  code: string;
  name: string;
  city: string;
  country: string;
  trackerLicence: boolean;
  kpiLicence: boolean;
}

export const COMPANIES: CompanySeed[] = [
  {
    code: 'PLNL',
    name: 'Meridian Freight B.V.',
    address: 'Waalhaven Oostzijde 85',
    postalCode: '3087 BM',
    city: 'Rotterdam',
    country: 'NL',
    phone: '+31 10 295 4400',
    email: 'info@meridian-freight.test',
    vatNumber: 'NL859213476B01',
  },
  {
    code: 'PLHK',
    name: 'Meridian Freight (Hong Kong) Ltd.',
    address: '18/F Kerry Cargo Centre, 55 Wing Kei Road',
    postalCode: '',
    city: 'Kwai Chung',
    country: 'HK',
    phone: '+852 2418 6600',
    email: 'hongkong@meridian-freight.test',
    vatNumber: '',
  },
  {
    code: 'PLCN',
    name: 'Meridian Freight (Shanghai) Co., Ltd.',
    address: 'Room 1203, 500 Zhangyang Road, Pudong',
    postalCode: '200122',
    city: 'Shanghai',
    country: 'CN',
    phone: '+86 21 5887 2100',
    email: 'shanghai@meridian-freight.test',
    vatNumber: '91310115MA1K3XQ27P',
  },
  {
    code: 'PLTH',
    name: 'Meridian Freight (Thailand) Co., Ltd.',
    address: '99/27 Moo 4, Bangna-Trad Road Km. 23',
    postalCode: '10540',
    city: 'Bang Sao Thong',
    country: 'TH',
    phone: '+66 2 136 7050',
    email: 'bangkok@meridian-freight.test',
    vatNumber: '0105561123457',
  },
];

export const CUSTOMERS: CustomerSeed[] = [
  {
    code: 'C10001',
    name: 'Van der Linden Retail B.V.',
    address: 'Nieuwe Binnenweg 212',
    postalCode: '3021 GL',
    city: 'Rotterdam',
    country: 'NL',
    vatNumber: 'NL812437659B01',
    email: 'logistics@vanderlinden-retail.example',
    phone: '+31 10 436 7720',
    tracker: true,
    kpi: true,
  },
  {
    code: 'C10002',
    name: 'Dutch Garden Supplies B.V.',
    address: 'Celsiusweg 41',
    postalCode: '5928 PR',
    city: 'Venlo',
    country: 'NL',
    vatNumber: 'NL853190274B01',
    email: 'inkoop@dutchgarden.example',
    phone: '+31 77 382 9150',
    tracker: true,
    kpi: true,
  },
  {
    code: 'C10003',
    name: 'Noordzee Home & Living B.V.',
    address: 'Hoogoorddreef 15',
    postalCode: '1101 BA',
    city: 'Amsterdam',
    country: 'NL',
    vatNumber: 'NL860347112B01',
    email: 'supplychain@noordzee-home.example',
    phone: '+31 20 697 3310',
    tracker: false,
    kpi: true,
  },
  {
    code: 'C10004',
    name: 'Rheinland Möbelhandel GmbH',
    address: 'Hafenstraße 27',
    postalCode: '47119',
    city: 'Duisburg',
    country: 'DE',
    vatNumber: 'DE287456193',
    email: 'disposition@rheinland-moebel.example',
    phone: '+49 203 8091 440',
    tracker: true,
    kpi: false,
  },
  {
    code: 'C10005',
    name: 'Hanse Elektronik Import GmbH',
    address: 'Am Sandtorkai 48',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    vatNumber: 'DE301872645',
    email: 'import@hanse-elektronik.example',
    phone: '+49 40 3259 8870',
    tracker: true,
    kpi: true,
  },
  {
    code: 'C10006',
    name: 'Scheldt Chemicals NV',
    address: 'Haven 1053, Scheldelaan 420',
    postalCode: '2040',
    city: 'Antwerpen',
    country: 'BE',
    vatNumber: 'BE0456812397',
    email: 'shipping@scheldt-chemicals.example',
    phone: '+32 3 568 4210',
    tracker: false,
    kpi: true,
  },
  {
    code: 'C10007',
    name: 'Ningbo Sunrise Houseware Co., Ltd.',
    address: 'No. 188 Mingzhou Road, Beilun District',
    postalCode: '315800',
    city: 'Ningbo',
    country: 'CN',
    vatNumber: '91330206MA2GQ8L41X',
    email: 'export@sunrise-houseware.example',
    phone: '+86 574 8688 3021',
    tracker: true,
    kpi: false,
  },
  {
    code: 'C10008',
    name: 'Great Lakes Outdoor Inc.',
    address: '2150 W. Fulton Street',
    postalCode: 'IL 60612',
    city: 'Chicago',
    country: 'US',
    vatNumber: '36-4817263',
    email: 'logistics@greatlakes-outdoor.example',
    phone: '+1 312 555 0148',
    tracker: false,
    kpi: false,
  },
  {
    code: 'C10009',
    name: 'Shenzhen Brightway Electronics Co., Ltd.',
    address: 'Block B, 3 Keji South Road, Nanshan District',
    postalCode: '518057',
    city: 'Shenzhen',
    country: 'CN',
    vatNumber: '91440300MA5F2K6R8C',
    email: 'shipping@brightway-elec.example',
    phone: '+86 755 2671 4480',
    tracker: true,
    kpi: true,
  },
  {
    code: 'C10010',
    name: 'Flanders Fresh Produce BV',
    address: 'Kortrijksesteenweg 1144',
    postalCode: '9051',
    city: 'Gent',
    country: 'BE',
    vatNumber: 'BE0738215466',
    email: 'orders@flandersfresh.example',
    phone: '+32 9 241 6630',
    tracker: false,
    kpi: false,
  },
];

export const GROUPS: GroupSeed[] = [
  { code: '0010', name: 'Holland Retail Group', members: ['C10001', 'C10002', 'C10003'] },
  { code: '0020', name: 'Rhine-Scheldt Industrial Group', members: ['C10004', 'C10005', 'C10006'] },
  { code: '0030', name: 'Pearl River Sourcing Partners', members: ['C10007', 'C10009'] },
];

/** Password of the non-demo users (not in the README; they exist to fill tables). */
const STAFF_PASSWORD = 'Portal!2345';

export const USERS: UserSeed[] = [
  // The demo accounts (decisions.md).
  { email: 'admin@portal.test', password: 'Admin!2345', name: 'Sanne Jansen', appellative: 'Ms', role: 'admin', company: 'PLNL', customers: [], groups: [] },
  {
    email: 'customer@portal.test',
    password: 'Customer!2345',
    name: 'Pieter van der Linden',
    appellative: 'Mr',
    role: 'customer',
    customers: ['C10001', 'C10002'],
    groups: ['0010'],
  },
  { email: 'basic@portal.test', password: 'Basic!2345', name: 'Bram Peeters', appellative: 'Mr', role: 'customer', customers: ['C10010'], groups: [] },
  // More portal users, to make the administration screens believable.
  {
    email: 'ruben.bakker@meridian-freight.test',
    password: STAFF_PASSWORD,
    name: 'Ruben Bakker',
    appellative: 'Mr',
    role: 'admin',
    company: 'PLNL',
    customers: [],
    groups: [],
  },
  {
    email: 'grace.chan@meridian-freight.test',
    password: STAFF_PASSWORD,
    name: 'Grace Chan',
    appellative: 'Ms',
    role: 'admin',
    company: 'PLHK',
    customers: [],
    groups: [],
  },
  {
    email: 'lisa.meyer@rheinland-moebel.example',
    password: STAFF_PASSWORD,
    name: 'Lisa Meyer',
    appellative: 'Ms',
    role: 'customer',
    customers: ['C10004'],
    groups: ['0020'],
  },
  {
    email: 'jan.hoffmann@hanse-elektronik.example',
    password: STAFF_PASSWORD,
    name: 'Jan Hoffmann',
    appellative: 'Mr',
    role: 'customer',
    customers: ['C10005'],
    groups: [],
  },
  {
    email: 'an.claes@scheldt-chemicals.example',
    password: STAFF_PASSWORD,
    name: 'An Claes',
    appellative: 'Ms',
    role: 'customer',
    customers: ['C10006'],
    groups: [],
  },
  {
    email: 'wei.zhang@sunrise-houseware.example',
    password: STAFF_PASSWORD,
    name: 'Zhang Wei',
    appellative: 'Mr',
    role: 'customer',
    customers: ['C10007'],
    groups: ['0030'],
    defaultCustomer: '0030',
  },
  // The browser test of "Forgot password?" (e2e/tests/password-reset.spec.ts) resets this user's
  // password: no other browser test may rely on it.
  {
    email: 'emily.carter@greatlakes-outdoor.example',
    password: STAFF_PASSWORD,
    name: 'Emily Carter',
    appellative: 'Ms',
    role: 'customer',
    customers: ['C10008'],
    groups: [],
  },
  // The browser test of the password change (e2e/tests/profile.spec.ts) changes this user's
  // password: no other test may rely on it.
  {
    email: 'noor.visser@flandersfresh.example',
    password: STAFF_PASSWORD,
    name: 'Noor Visser',
    appellative: 'Ms',
    role: 'customer',
    customers: ['C10010'],
    groups: [],
  },
];
