import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../core/errors';
import type { FieldErrors } from '../../core/wire';
import { MAX_QUERY_LENGTH, portKindOf, searchCities, searchCountries, searchPorts } from './unlocodeSearch';

/**
 * The quote form's UN/LOCODE searches (contract: quoteRequestsContract.countries, .cities, .ports): read
 * from the query of the GET, or from the body of the spec's older POST; both carry the same fields.
 *   countries { country }                    → { countries: [{ code, name }] }
 *   cities    { country, city }              → { cities: [{ unlocode, name, … }] }
 *   ports     { country, port, modality? }   → { ports: [...] }
 *   (modality SEA: seaports, AIR: airports, MUL: seaports and rail terminals, none: both)
 * Bad input is a 422 with field errors.
 */
export type SearchInput = Record<string, unknown> | undefined;

function text(input: SearchInput, field: string, errors: FieldErrors): string {
  const value = input?.[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors[field] = ['Search with text.'];
    return '';
  }
  if (value.length > MAX_QUERY_LENGTH) errors[field] = [`Search with at most ${MAX_QUERY_LENGTH} characters.`];
  return value;
}

function countryCode(input: SearchInput, errors: FieldErrors): string {
  const value = input?.country;
  if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value.trim())) errors.country = ['Choose a country first.'];
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

function check(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

export function unlocodeSearches(app: FastifyInstance) {
  return {
    async countries(input: SearchInput) {
      const errors: FieldErrors = {};
      const query = text(input, 'country', errors);
      check(errors);
      return { countries: await searchCountries(app.db, query) };
    },

    async cities(input: SearchInput) {
      const errors: FieldErrors = {};
      const country = countryCode(input, errors);
      const query = text(input, 'city', errors);
      check(errors);
      return { cities: await searchCities(app.db, country, query) };
    },

    async ports(input: SearchInput) {
      const errors: FieldErrors = {};
      const country = countryCode(input, errors);
      const query = text(input, 'port', errors);
      check(errors);
      return { ports: await searchPorts(app.db, country, query, portKindOf(text(input, 'modality', errors))) };
    },
  };
}
