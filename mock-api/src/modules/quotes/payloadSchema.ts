import type { QuotePayloadField } from '@portal/shared/rules/quoteForm';
import { MAX_FIELD_TEXT } from '../../core/requestSchemas';

/**
 * The JSON type of every field of a quote request (QuoteRequestPayload, spec §3), as the route's
 * body schema: an object or a list where text, a number or a flag belongs is a 422 naming the
 * field, before payloadToForm would read it as empty. Numbers may come as their text (the form's
 * own schema then checks it); `tailgate` may be 'yes'/'no' as the form's choice reads.
 */
const text = { type: ['string', 'null'], maxLength: MAX_FIELD_TEXT };
const number = { type: ['number', 'string', 'null'], maxLength: 40 };
/** Any scalar: the form's schema refuses "yes please" with its own message; an object never gets there. */
const flag = { type: ['boolean', 'number', 'string', 'null'], maxLength: 40 };

const FIELD_TYPES: Record<QuotePayloadField, object> = {
  customer: text,
  modality: text,
  inco_terms: text,
  inco_terms_location: text,
  goods_description: text,
  expected_departure: text,
  origin_country: text,
  origin_city: text,
  origin_zipcode: text,
  origin_port: text,
  destination_country: text,
  destination_city: text,
  destination_zipcode: text,
  destination_port: text,
  shipment_type: text,
  container_type: text,
  vehicle_type: text,
  package_type: text,
  package_type_2: text,
  package_type_3: text,
  pallet_exchange: flag,
  package_count: number,
  package_count_2: number,
  package_count_3: number,
  weight: number,
  volume: number,
  loading_meters: number,
  temperature: number,
  tailgate: flag,
  customs_handling: flag,
  extra_goods_insurance: flag,
  dangerous_goods: flag,
  goods_value: { type: ['string', 'number', 'null'], maxLength: 60 },
  dangerous_goods_class: text,
  special_instructions: text,
};

export const quotePayloadSchema = { body: { properties: FIELD_TYPES } };
