import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../core/errors';
import { MAX_FIELD_TEXT } from '../../core/requestSchemas';
import type { FieldErrors } from '../../core/wire';
import { MAX_QUERY_LENGTH, portKindOf, searchCities, searchCountries, searchPorts } from './unlocodeSearch';

/**
 * POST /api/unlocode/countries  { country }                    → { countries: [{ code, name }] }
 * POST /api/unlocode/cities     { country, city }              → { cities: [{ unlocode, name, … }] }
 * POST /api/unlocode/ports      { country, port, modality? }   → { ports: [...] }
 *   (modality SEA: seaports, AIR: airports, MUL: seaports and rail terminals, none: both)
 * POST because the spec says so; read-only all the same. Bad input is a 422 with field errors.
 */
type Body = Record<string, unknown> | undefined;

/** Each field is text (or left out); another JSON type is a 422 naming it, from the schema. */
const searchText = { type: ['string', 'null'], maxLength: MAX_FIELD_TEXT };
const bodyOf = (...fields: string[]) => ({ body: { properties: Object.fromEntries(fields.map((f) => [f, searchText])) } });

function text(body: Body, field: string, errors: FieldErrors): string {
  const value = body?.[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors[field] = ['Search with text.'];
    return '';
  }
  if (value.length > MAX_QUERY_LENGTH) errors[field] = [`Search with at most ${MAX_QUERY_LENGTH} characters.`];
  return value;
}

function countryCode(body: Body, errors: FieldErrors): string {
  const value = body?.country;
  if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value.trim())) errors.country = ['Choose a country first.'];
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

function check(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

export async function unlocodeRoutes(app: FastifyInstance): Promise<void> {
  const preHandler = app.requirePermission('unlocode.search');

  app.post<{ Body: Body }>('/unlocode/countries', { preHandler, schema: bodyOf('country') }, async (request) => {
    const errors: FieldErrors = {};
    const query = text(request.body, 'country', errors);
    check(errors);
    return { countries: await searchCountries(app.db, query) };
  });

  app.post<{ Body: Body }>('/unlocode/cities', { preHandler, schema: bodyOf('country', 'city') }, async (request) => {
    const errors: FieldErrors = {};
    const country = countryCode(request.body, errors);
    const query = text(request.body, 'city', errors);
    check(errors);
    return { cities: await searchCities(app.db, country, query) };
  });

  app.post<{ Body: Body }>('/unlocode/ports', { preHandler, schema: bodyOf('country', 'port', 'modality') }, async (request) => {
    const errors: FieldErrors = {};
    const country = countryCode(request.body, errors);
    const query = text(request.body, 'port', errors);
    check(errors);
    return { ports: await searchPorts(app.db, country, query, portKindOf(text(request.body, 'modality', errors))) };
  });
}
