/** Valid quote requests per transport mode, for the rule tests (and the API's tests). */
import type { Modality } from '../wire';
import { emptyQuoteForm, type QuoteFormValues } from './quoteFormValues';

export const TEST_TODAY = '2030-06-01';

const common = (): QuoteFormValues => ({
  ...emptyQuoteForm(),
  incotermLocation: 'Rotterdam',
  goodsDescription: 'Garden furniture, flat-packed',
  departureDate: '2030-06-15',
  originCountry: 'CN',
  destinationCountry: 'NL',
  packageType: 'Cartons',
  packageCount: '120',
  weight: '2400',
});

/** One valid request per modality, each with every field its incoterm shows filled in. */
export function validQuoteForm(modality: Modality): QuoteFormValues {
  switch (modality) {
    case 'SEA':
      // CIF: origin city + port, destination port (no destination city).
      return { ...common(), modality, incoterm: 'CIF', originCity: 'Ningbo', originZipCode: '315800', originPort: 'CNNGB', destinationPort: 'NLRTM', shipmentType: 'FCL', containerType: '40HC' };
    case 'AIR':
      // EXW: cities on both sides, no ports; volume and tailgate required.
      return { ...common(), modality, incoterm: 'EXW', originCity: 'Shenzhen', originZipCode: '518057', destinationCity: 'Amsterdam', destinationZipCode: '1101 BA', volume: '6,5', tailgate: 'no' };
    case 'MUL':
      // CPT: cities both sides and a destination port (rail terminal, in the destination country).
      return { ...common(), modality, incoterm: 'CPT', originCity: "Xi'an", originZipCode: '710000', originPort: 'CNXIY', destinationCountry: 'DE', destinationCity: 'Duisburg', destinationZipCode: '47119', destinationPort: 'DEDUI', shipmentType: 'FCL', containerType: '40GP' };
    case 'ROA':
      return {
        ...common(),
        modality,
        incoterm: 'DAP',
        originCountry: 'DE',
        originCity: 'Duisburg',
        originZipCode: '47119',
        destinationCity: 'Venlo',
        destinationZipCode: '5928 PR',
        shipmentType: 'FTL',
        vehicleType: 'Megatrailer',
        packageType: 'Europallet',
        packageCount: '33',
        palletExchange: true,
        tailgate: 'yes',
        loadingMeters: '13,6',
      };
  }
}
