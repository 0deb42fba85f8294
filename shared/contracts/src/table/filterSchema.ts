import type { JsonSchema } from '../documented';
import { DATE_FILTER_TYPES, MAX_FILTER_CONDITIONS, NUMBER_FILTER_TYPES, TEXT_FILTER_TYPES } from './contract';

/**
 * The filter model as the OpenAPI document shows it: column → AG Grid filter (docs/api-conventions.md,
 * "Tables"), so a generated client can write one. The route's own schema only bounds its size; the
 * table's code (mock-api/src/core/tableSql.ts) checks each filter against its column and says which
 * is wrong (400, `errors['filterModel.<column>']`).
 */
const day = { type: ['string', 'null'], description: '`YYYY-MM-DD` (or `YYYY-MM-DD hh:mm:ss`; the day counts)', examples: ['2026-11-24'] };

// No spreads: a browser build that never reads this (every one) can leave it out as pure data.
const text: JsonSchema = { title: 'TextFilter', type: 'object', properties: { filterType: { const: 'text' }, type: { enum: TEXT_FILTER_TYPES }, filter: { type: 'string', maxLength: 200 } }, required: ['filterType', 'type'] };
const number: JsonSchema = { title: 'NumberFilter', type: 'object', properties: { filterType: { const: 'number' }, type: { enum: NUMBER_FILTER_TYPES }, filter: { type: 'number' }, filterTo: { type: 'number', description: 'The upper bound of inRange' } }, required: ['filterType', 'type'] };
const date: JsonSchema = { title: 'DateFilter', type: 'object', properties: { filterType: { const: 'date' }, type: { enum: DATE_FILTER_TYPES }, dateFrom: day, dateTo: day }, required: ['filterType', 'type'] };
const boolean: JsonSchema = { title: 'BooleanFilter', type: 'object', properties: { filterType: { const: 'boolean' }, type: { enum: ['true', 'false', 'blank', 'notBlank'] } }, required: ['filterType', 'type'] };
const combined: JsonSchema = {
  title: 'CombinedFilter',
  type: 'object',
  description: 'Conditions on one column, joined by the operator',
  properties: {
    filterType: { enum: ['text', 'number', 'date', 'boolean'] },
    operator: { enum: ['AND', 'OR'] },
    conditions: { type: 'array', minItems: 1, maxItems: MAX_FILTER_CONDITIONS, items: { anyOf: [text, number, date, boolean] } },
  },
  required: ['filterType', 'operator', 'conditions'],
};

export const filterModelDocument: JsonSchema = {
  title: 'FilterModel',
  type: 'object',
  maxProperties: 50,
  description: 'AG Grid filter model: column → filter; filters on different columns are ANDed',
  additionalProperties: { anyOf: [text, number, date, boolean, combined] },
};
