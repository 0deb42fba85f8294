/**
 * Real places for shipments, quotes and the network map: UN/LOCODE, name, country and WGS84
 * coordinates (to about a kilometre: the port or airport itself where it lies apart from the
 * city). The country is the first two letters of the LOCODE.
 *
 * Airports carry the city's LOCODE with kind 'airport' and their IATA code, so a LOCODE can
 * appear twice (Amsterdam seaport and Amsterdam Schiphol): (locode, kind) is the unique key.
 * Qingdao is CNTAO (not CNQIN, a carrier-internal code).
 */
export type PlaceKind = 'seaport' | 'airport' | 'inland' | 'rail';
export type Continent = 'Europe' | 'Asia' | 'America' | 'Africa' | 'Oceania';

export interface Place {
  locode: string;
  name: string;
  countryCode: string;
  countryName: string;
  continent: Continent;
  latitude: number;
  longitude: number;
  kind: PlaceKind;
  iata?: string;
}

export const COUNTRIES: Record<string, { name: string; continent: Continent }> = {
  AE: { name: 'United Arab Emirates', continent: 'Asia' },
  AR: { name: 'Argentina', continent: 'America' },
  AT: { name: 'Austria', continent: 'Europe' },
  AU: { name: 'Australia', continent: 'Oceania' },
  BE: { name: 'Belgium', continent: 'Europe' },
  BR: { name: 'Brazil', continent: 'America' },
  CA: { name: 'Canada', continent: 'America' },
  CH: { name: 'Switzerland', continent: 'Europe' },
  CL: { name: 'Chile', continent: 'America' },
  CN: { name: 'China', continent: 'Asia' },
  CZ: { name: 'Czechia', continent: 'Europe' },
  DE: { name: 'Germany', continent: 'Europe' },
  DK: { name: 'Denmark', continent: 'Europe' },
  EG: { name: 'Egypt', continent: 'Africa' },
  ES: { name: 'Spain', continent: 'Europe' },
  FR: { name: 'France', continent: 'Europe' },
  GB: { name: 'United Kingdom', continent: 'Europe' },
  GR: { name: 'Greece', continent: 'Europe' },
  HK: { name: 'Hong Kong', continent: 'Asia' },
  HU: { name: 'Hungary', continent: 'Europe' },
  ID: { name: 'Indonesia', continent: 'Asia' },
  IN: { name: 'India', continent: 'Asia' },
  IT: { name: 'Italy', continent: 'Europe' },
  JP: { name: 'Japan', continent: 'Asia' },
  KE: { name: 'Kenya', continent: 'Africa' },
  KR: { name: 'South Korea', continent: 'Asia' },
  KZ: { name: 'Kazakhstan', continent: 'Asia' },
  LK: { name: 'Sri Lanka', continent: 'Asia' },
  LU: { name: 'Luxembourg', continent: 'Europe' },
  MA: { name: 'Morocco', continent: 'Africa' },
  MX: { name: 'Mexico', continent: 'America' },
  MY: { name: 'Malaysia', continent: 'Asia' },
  NG: { name: 'Nigeria', continent: 'Africa' },
  NL: { name: 'Netherlands', continent: 'Europe' },
  NZ: { name: 'New Zealand', continent: 'Oceania' },
  OM: { name: 'Oman', continent: 'Asia' },
  PH: { name: 'Philippines', continent: 'Asia' },
  PL: { name: 'Poland', continent: 'Europe' },
  PT: { name: 'Portugal', continent: 'Europe' },
  QA: { name: 'Qatar', continent: 'Asia' },
  RO: { name: 'Romania', continent: 'Europe' },
  SA: { name: 'Saudi Arabia', continent: 'Asia' },
  SE: { name: 'Sweden', continent: 'Europe' },
  SG: { name: 'Singapore', continent: 'Asia' },
  SK: { name: 'Slovakia', continent: 'Europe' },
  TH: { name: 'Thailand', continent: 'Asia' },
  TR: { name: 'Türkiye', continent: 'Europe' },
  TW: { name: 'Taiwan', continent: 'Asia' },
  US: { name: 'United States', continent: 'America' },
  VN: { name: 'Viet Nam', continent: 'Asia' },
  ZA: { name: 'South Africa', continent: 'Africa' },
};

type Row = readonly [locode: string, name: string, latitude: number, longitude: number, iata?: string];

const SEAPORTS: Row[] = [
  // Europe
  ['NLRTM', 'Rotterdam', 51.949, 4.145],
  ['NLAMS', 'Amsterdam', 52.408, 4.82],
  ['NLVLI', 'Vlissingen', 51.443, 3.596],
  ['NLMOE', 'Moerdijk', 51.69, 4.595],
  ['BEANR', 'Antwerpen', 51.28, 4.33],
  ['BEZEE', 'Zeebrugge', 51.333, 3.2],
  ['DEHAM', 'Hamburg', 53.533, 9.933],
  ['DEBRV', 'Bremerhaven', 53.564, 8.556],
  ['DEWVN', 'Wilhelmshaven', 53.592, 8.148],
  ['FRLEH', 'Le Havre', 49.483, 0.14],
  ['FRMRS', 'Marseille', 43.33, 5.34],
  ['GBFXT', 'Felixstowe', 51.955, 1.33],
  ['GBSOU', 'Southampton', 50.9, -1.43],
  ['GBLGP', 'London Gateway', 51.506, 0.465],
  ['ESVLC', 'Valencia', 39.444, -0.317],
  ['ESALG', 'Algeciras', 36.13, -5.44],
  ['ESBCN', 'Barcelona', 41.346, 2.165],
  ['ITGOA', 'Genova', 44.405, 8.91],
  ['ITGIT', 'Gioia Tauro', 38.445, 15.9],
  ['GRPIR', 'Piraeus', 37.94, 23.62],
  ['PLGDN', 'Gdańsk', 54.4, 18.67],
  ['SEGOT', 'Göteborg', 57.69, 11.85],
  ['DKAAR', 'Aarhus', 56.153, 10.225],
  ['PTSIE', 'Sines', 37.948, -8.86],
  ['TRAMR', 'Ambarli', 40.97, 28.68],
  // Africa and the Middle East
  ['EGPSD', 'Port Said', 31.26, 32.31],
  ['MAPTM', 'Tanger Med', 35.885, -5.5],
  ['ZADUR', 'Durban', -29.87, 31.03],
  ['ZACPT', 'Cape Town', -33.91, 18.44],
  ['KEMBA', 'Mombasa', -4.06, 39.65],
  ['NGLOS', 'Lagos', 6.44, 3.37],
  ['AEJEA', 'Jebel Ali', 25.011, 55.061],
  ['SAJED', 'Jeddah', 21.47, 39.17],
  ['OMSLL', 'Salalah', 16.94, 54.0],
  // South and South-East Asia
  ['INNSA', 'Nhava Sheva', 18.95, 72.95],
  ['INMUN', 'Mundra', 22.74, 69.7],
  ['LKCMB', 'Colombo', 6.95, 79.845],
  ['SGSIN', 'Singapore', 1.264, 103.82],
  ['MYPKG', 'Port Klang', 3.0, 101.39],
  ['MYTPP', 'Tanjung Pelepas', 1.363, 103.55],
  ['THLCH', 'Laem Chabang', 13.08, 100.883],
  ['VNSGN', 'Ho Chi Minh City', 10.76, 106.75],
  ['VNHPH', 'Haiphong', 20.865, 106.683],
  ['IDJKT', 'Jakarta', -6.1, 106.88],
  ['PHMNL', 'Manila', 14.595, 120.96],
  // East Asia
  ['CNSHA', 'Shanghai', 31.36, 121.62],
  ['CNNGB', 'Ningbo', 29.94, 121.88],
  ['CNSZX', 'Shenzhen', 22.49, 113.89],
  ['CNYTN', 'Yantian', 22.58, 114.27],
  ['CNNSA', 'Nansha', 22.75, 113.61],
  ['CNTAO', 'Qingdao', 36.07, 120.32],
  ['CNTSN', 'Tianjin', 38.98, 117.76],
  ['CNDLC', 'Dalian', 38.93, 121.65],
  ['CNXMN', 'Xiamen', 24.48, 118.08],
  ['CNFOC', 'Fuzhou', 26.0, 119.45],
  ['HKHKG', 'Hong Kong', 22.34, 114.12],
  ['TWKHH', 'Kaohsiung', 22.61, 120.28],
  ['KRPUS', 'Busan', 35.1, 129.04],
  ['JPTYO', 'Tokyo', 35.62, 139.78],
  ['JPYOK', 'Yokohama', 35.45, 139.65],
  ['JPUKB', 'Kobe', 34.68, 135.2],
  // Oceania
  ['AUSYD', 'Sydney', -33.97, 151.22],
  ['AUMEL', 'Melbourne', -37.82, 144.92],
  ['NZAKL', 'Auckland', -36.84, 174.78],
  // The Americas
  ['USLAX', 'Los Angeles', 33.74, -118.26],
  ['USLGB', 'Long Beach', 33.754, -118.216],
  ['USOAK', 'Oakland', 37.795, -122.29],
  ['USSEA', 'Seattle', 47.58, -122.35],
  ['USNYC', 'New York', 40.68, -74.15],
  ['USSAV', 'Savannah', 32.13, -81.14],
  ['USHOU', 'Houston', 29.73, -95.27],
  ['USCHS', 'Charleston', 32.78, -79.93],
  ['USORF', 'Norfolk', 36.85, -76.3],
  ['CAVAN', 'Vancouver', 49.29, -123.1],
  ['CAMTR', 'Montréal', 45.55, -73.53],
  ['MXZLO', 'Manzanillo', 19.06, -104.3],
  ['BRSSZ', 'Santos', -23.96, -46.3],
  ['ARBUE', 'Buenos Aires', -34.59, -58.37],
  ['CLSAI', 'San Antonio', -33.59, -71.62],
];

const AIRPORTS: Row[] = [
  ['NLAMS', 'Amsterdam Schiphol Airport', 52.3105, 4.7683, 'AMS'],
  ['BEBRU', 'Brussels Airport', 50.901, 4.4844, 'BRU'],
  ['BELGG', 'Liège Airport', 50.6374, 5.4432, 'LGG'],
  ['DEFRA', 'Frankfurt Airport', 50.0379, 8.5622, 'FRA'],
  ['DEMUC', 'Munich Airport', 48.3538, 11.7861, 'MUC'],
  ['DELEJ', 'Leipzig/Halle Airport', 51.4324, 12.2416, 'LEJ'],
  ['LULUX', 'Luxembourg Findel Airport', 49.6233, 6.2044, 'LUX'],
  ['FRPAR', 'Paris Charles de Gaulle Airport', 49.0097, 2.5479, 'CDG'],
  ['GBLON', 'London Heathrow Airport', 51.47, -0.4543, 'LHR'],
  ['ITMIL', 'Milan Malpensa Airport', 45.6306, 8.7281, 'MXP'],
  ['ESMAD', 'Madrid Barajas Airport', 40.4983, -3.5676, 'MAD'],
  ['CHZRH', 'Zurich Airport', 47.4582, 8.5555, 'ZRH'],
  ['TRIST', 'Istanbul Airport', 41.2753, 28.7519, 'IST'],
  ['AEDXB', 'Dubai International Airport', 25.2532, 55.3657, 'DXB'],
  ['QADOH', 'Hamad International Airport', 25.2731, 51.6081, 'DOH'],
  ['INBOM', 'Mumbai Chhatrapati Shivaji Maharaj Airport', 19.0896, 72.8656, 'BOM'],
  ['INDEL', 'Delhi Indira Gandhi Airport', 28.5562, 77.1, 'DEL'],
  ['SGSIN', 'Singapore Changi Airport', 1.3644, 103.9915, 'SIN'],
  ['HKHKG', 'Hong Kong International Airport', 22.308, 113.9185, 'HKG'],
  ['CNSHA', 'Shanghai Pudong Airport', 31.1443, 121.8083, 'PVG'],
  ['CNBJS', 'Beijing Capital Airport', 40.0799, 116.6031, 'PEK'],
  ['CNCAN', 'Guangzhou Baiyun Airport', 23.3924, 113.2988, 'CAN'],
  ['CNSZX', "Shenzhen Bao'an Airport", 22.6393, 113.8107, 'SZX'],
  ['CNCGO', 'Zhengzhou Xinzheng Airport', 34.5197, 113.8408, 'CGO'],
  ['TWTPE', 'Taiwan Taoyuan Airport', 25.0797, 121.2342, 'TPE'],
  ['KRSEL', 'Seoul Incheon Airport', 37.4602, 126.4407, 'ICN'],
  ['JPTYO', 'Tokyo Narita Airport', 35.772, 140.3929, 'NRT'],
  ['THBKK', 'Bangkok Suvarnabhumi Airport', 13.69, 100.7501, 'BKK'],
  ['VNSGN', 'Tan Son Nhat Airport', 10.8188, 106.6519, 'SGN'],
  ['USLAX', 'Los Angeles International Airport', 33.9416, -118.4085, 'LAX'],
  ['USNYC', 'New York JFK Airport', 40.6413, -73.7781, 'JFK'],
  ['USCHI', "Chicago O'Hare Airport", 41.9742, -87.9073, 'ORD'],
  ['USATL', 'Atlanta Hartsfield-Jackson Airport', 33.6407, -84.4277, 'ATL'],
  ['USMIA', 'Miami International Airport', 25.7959, -80.287, 'MIA'],
  ['USANC', 'Anchorage Ted Stevens Airport', 61.1743, -149.9983, 'ANC'],
  ['USMEM', 'Memphis International Airport', 35.0424, -89.9767, 'MEM'],
  ['CATOR', 'Toronto Pearson Airport', 43.6777, -79.6248, 'YYZ'],
  ['MXMEX', 'Mexico City International Airport', 19.4361, -99.0719, 'MEX'],
  ['BRSAO', 'São Paulo Guarulhos Airport', -23.4356, -46.4731, 'GRU'],
  ['ZAJNB', 'Johannesburg O. R. Tambo Airport', -26.1367, 28.2411, 'JNB'],
  ['KENBO', 'Nairobi Jomo Kenyatta Airport', -1.3192, 36.9278, 'NBO'],
  ['AUSYD', 'Sydney Kingsford Smith Airport', -33.9399, 151.1753, 'SYD'],
];

/** Road origins and destinations across Europe. */
const INLAND: Row[] = [
  ['NLUTC', 'Utrecht', 52.0907, 5.1214],
  ['NLEIN', 'Eindhoven', 51.4416, 5.4697],
  ['NLNIJ', 'Nijmegen', 51.8126, 5.8372],
  ['NLMST', 'Maastricht', 50.8514, 5.691],
  ['NLGRQ', 'Groningen', 53.2194, 6.5665],
  ['BEBRU', 'Brussel', 50.8503, 4.3517],
  ['BEGNE', 'Gent', 51.0543, 3.7174],
  ['BELGG', 'Liège', 50.6326, 5.5797],
  ['LULUX', 'Luxembourg', 49.6116, 6.1319],
  ['DEDUS', 'Düsseldorf', 51.2277, 6.7735],
  ['DECGN', 'Köln', 50.9375, 6.9603],
  ['DEDUI', 'Duisburg', 51.4344, 6.7623],
  ['DEDTM', 'Dortmund', 51.5136, 7.4653],
  ['DEHAJ', 'Hannover', 52.3759, 9.732],
  ['DEBER', 'Berlin', 52.52, 13.405],
  ['DEDRS', 'Dresden', 51.0504, 13.7373],
  ['DENUE', 'Nürnberg', 49.4521, 11.0767],
  ['DESTR', 'Stuttgart', 48.7758, 9.1829],
  ['DEMUC', 'München', 48.1351, 11.582],
  ['FRPAR', 'Paris', 48.8566, 2.3522],
  ['FRLIL', 'Lille', 50.6292, 3.0573],
  ['FRSXB', 'Strasbourg', 48.5734, 7.7521],
  ['FRLIO', 'Lyon', 45.764, 4.8357],
  ['GBBHM', 'Birmingham', 52.4862, -1.8904],
  ['GBMNC', 'Manchester', 53.4808, -2.2426],
  ['ITMIL', 'Milano', 45.4642, 9.19],
  ['ITTRN', 'Torino', 45.0703, 7.6869],
  ['ITVRN', 'Verona', 45.4384, 10.9916],
  ['ITBLQ', 'Bologna', 44.4949, 11.3426],
  ['ESMAD', 'Madrid', 40.4168, -3.7038],
  ['ESZAZ', 'Zaragoza', 41.6488, -0.8891],
  ['CHBSL', 'Basel', 47.5596, 7.5886],
  ['ATVIE', 'Wien', 48.2082, 16.3738],
  ['CZPRG', 'Praha', 50.0755, 14.4378],
  ['SKBTS', 'Bratislava', 48.1486, 17.1077],
  ['HUBUD', 'Budapest', 47.4979, 19.0402],
  ['PLPOZ', 'Poznań', 52.4064, 16.9252],
  ['PLWRO', 'Wrocław', 51.1079, 17.0385],
  ['PLKTW', 'Katowice', 50.2649, 19.0238],
  ['PLWAW', 'Warszawa', 52.2297, 21.0122],
  ['ROBUH', 'București', 44.4268, 26.1025],
  ['DKCPH', 'København', 55.6761, 12.5683],
  ['SESTO', 'Stockholm', 59.3293, 18.0686],
];

/** China–Europe rail: Chinese hubs, the Kazakh corridor, the gauge change and European terminals. */
const RAIL: Row[] = [
  ['CNXIY', "Xi'an International Port", 34.3416, 108.9398],
  ['CNCGO', 'Zhengzhou', 34.7466, 113.6254],
  ['CNCTU', 'Chengdu', 30.5728, 104.0668],
  ['CNCKG', 'Chongqing', 29.563, 106.5516],
  ['CNWUH', 'Wuhan', 30.5928, 114.3055],
  ['CNYIW', 'Yiwu', 29.3069, 120.0751],
  ['CNURC', 'Ürümqi', 43.8256, 87.6168],
  ['KZALA', 'Almaty', 43.222, 76.8512],
  ['PLMAL', 'Małaszewicze', 52.03, 23.53],
  ['DEDUI', 'Duisburg logport', 51.43, 6.71],
  ['DEHAM', 'Hamburg Billwerder', 53.527, 10.089],
];

function build(rows: Row[], kind: PlaceKind): Place[] {
  return rows.map(([locode, name, latitude, longitude, iata]) => {
    const countryCode = locode.slice(0, 2);
    const country = COUNTRIES[countryCode];
    if (!country) throw new Error(`places.ts: no country ${countryCode} for ${locode}`);
    return { locode, name, countryCode, countryName: country.name, continent: country.continent, latitude, longitude, kind, ...(iata ? { iata } : {}) };
  });
}

export const PLACES: readonly Place[] = [...build(SEAPORTS, 'seaport'), ...build(AIRPORTS, 'airport'), ...build(INLAND, 'inland'), ...build(RAIL, 'rail')];

export const placesOfKind = (kind: PlaceKind): Place[] => PLACES.filter((p) => p.kind === kind);

export function findPlace(locode: string, kind?: PlaceKind): Place | undefined {
  return PLACES.find((p) => p.locode === locode && (!kind || p.kind === kind));
}

/** A seaport as a shipment names it: "Port of Rotterdam", but "Port Klang" and "Port Said" already say it. */
export function seaportName(name: string): string {
  return /^port\b/i.test(name) ? name : `Port of ${name}`;
}
