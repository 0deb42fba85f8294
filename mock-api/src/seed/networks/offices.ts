/**
 * Meridian Freight's own offices: the cards of the contact page and the 'Company' markers of the
 * network map. Real streets and coordinates of each business district; phone numbers follow each
 * country's numbering plan. Qingdao has no e-mail of its own (enquiries go to Shanghai), so the
 * contact page shows that "where given" really means where given.
 */
export interface OfficeSeed {
  name: string;
  role: 'Headquarters' | 'Office';
  address: string;
  city: string;
  country: string;
  unlocode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string | null;
}

export const OFFICES: readonly OfficeSeed[] = [
  {
    name: 'Meridian Freight B.V. — Headquarters',
    role: 'Headquarters',
    address: 'Papendorpseweg 100, 3528 BJ',
    city: 'Utrecht',
    country: 'NL',
    unlocode: 'NLUTC',
    latitude: 52.0762,
    longitude: 5.0871,
    phone: '+31 30 799 4100',
    email: 'info@meridianfreight.com',
  },
  {
    name: 'Meridian Freight Rotterdam',
    role: 'Office',
    address: 'Waalhaven Zuidzijde 21, 3089 JH',
    city: 'Rotterdam',
    country: 'NL',
    unlocode: 'NLRTM',
    latitude: 51.8869,
    longitude: 4.4338,
    phone: '+31 10 428 5600',
    email: 'rotterdam@meridianfreight.com',
  },
  {
    name: 'Meridian Freight Hilversum',
    role: 'Office',
    address: 'Oude Amersfoortseweg 123, 1212 AC',
    city: 'Hilversum',
    country: 'NL',
    unlocode: 'NLHVS',
    latitude: 52.2334,
    longitude: 5.1925,
    phone: '+31 35 624 7700',
    email: 'hilversum@meridianfreight.com',
  },
  {
    name: 'Meridian Freight (Hong Kong) Ltd.',
    role: 'Office',
    address: 'Unit 1208, 12/F, Tower 2, Kowloon Commerce Centre, 51 Kwai Cheong Road, Kwai Chung',
    city: 'Hong Kong',
    country: 'HK',
    unlocode: 'HKHKG',
    latitude: 22.3601,
    longitude: 114.1297,
    phone: '+852 2615 3300',
    email: 'hongkong@meridianfreight.com',
  },
  {
    name: 'Meridian Freight (Thailand) Co., Ltd.',
    role: 'Office',
    address: '25th Floor, Sathorn Square, 98 North Sathorn Road, Silom, Bang Rak, 10500',
    city: 'Bangkok',
    country: 'TH',
    unlocode: 'THBKK',
    latitude: 13.7222,
    longitude: 100.5293,
    phone: '+66 2 108 4550',
    email: 'bangkok@meridianfreight.com',
  },
  {
    name: 'Meridian Freight (Shanghai) Co., Ltd.',
    role: 'Office',
    address: "Room 1805, Shanghai Mart Tower, 2299 Yan'an Road West, Changning District, 200336",
    city: 'Shanghai',
    country: 'CN',
    unlocode: 'CNSHA',
    latitude: 31.2056,
    longitude: 121.3963,
    phone: '+86 21 6236 8800',
    email: 'shanghai@meridianfreight.com',
  },
  {
    name: 'Meridian Freight Qingdao Branch',
    role: 'Office',
    address: 'Room 2106, Fortune Plaza, 20 Hong Kong Middle Road, Shinan District, 266071',
    city: 'Qingdao',
    country: 'CN',
    unlocode: 'CNTAO',
    latitude: 36.0647,
    longitude: 120.3841,
    phone: '+86 532 8597 6600',
    email: null,
  },
  {
    name: 'Meridian Freight Shenzhen Branch',
    role: 'Office',
    address: 'Room 1502, Block B, Shenzhen Bay Eco-Technology Park, Nanshan District, 518057',
    city: 'Shenzhen',
    country: 'CN',
    unlocode: 'CNSZX',
    latitude: 22.5247,
    longitude: 113.9446,
    phone: '+86 755 8632 4400',
    email: 'shenzhen@meridianfreight.com',
  },
  {
    name: 'Meridian Freight Ningbo Branch',
    role: 'Office',
    address: 'Room 1101, Ningbo Global Shipping Plaza, 77 Zhongshan East Road, Haishu District, 315000',
    city: 'Ningbo',
    country: 'CN',
    unlocode: 'CNNGB',
    latitude: 29.8707,
    longitude: 121.5573,
    phone: '+86 574 8736 2200',
    email: 'ningbo@meridianfreight.com',
  },
];

/** The stored `contact` text of an office: phone, then e-mail when there is one. */
export function officeContact(office: OfficeSeed): string {
  return [office.phone, office.email].filter(Boolean).join(' · ');
}
