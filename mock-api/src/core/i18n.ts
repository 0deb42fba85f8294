import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, negotiateLanguage } from '@portal/contracts/i18n/language';
import type { ApiErrorBody } from '@portal/contracts/wire';
import { PACKAGE_ROOT } from '../config';

/**
 * The API speaks the language a request's Accept-Language names (the portal's client sends the
 * active one). Machine fields (codes, statuses, field keys) never change with it; only the words
 * a person reads do. The messages are `src/locales/<language>.json`, one file per language:
 *
 * - `messages`: the English text of a message (as the rules and handlers write it, the words
 *   English clients and the spec's tests read) → its translation. `{{name}}` stands for a part
 *   that varies ("Too many attempts. Please try again in {{after}}.").
 * - `mail`: the e-mails' texts by key, in every language (English included).
 *
 * A language is available when its file is there: a third language is a third file.
 */
const LOCALES_DIR = path.join(PACKAGE_ROOT, 'src', 'locales');

interface Catalogue {
  messages: Record<string, string>;
  mail: Record<string, Record<string, string>>;
}

interface Compiled extends Catalogue {
  patterns: Array<{ match: RegExp; names: string[]; text: string }>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Catalogue): Compiled {
  const patterns = Object.entries(catalogue.messages ?? {})
    .filter(([english]) => english.includes('{{'))
    .map(([english, text]) => {
      const names: string[] = [];
      const source = english
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { match: new RegExp(`^${source}$`), names, text };
    });
  return { messages: catalogue.messages ?? {}, mail: catalogue.mail ?? {}, patterns };
}

const catalogues = new Map<string, Compiled>(
  readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -5), compile(JSON.parse(readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as Catalogue)]),
);

/** The languages the API has messages for. */
export const API_LANGUAGES: readonly string[] = [...new Set([DEFAULT_LANGUAGE, ...catalogues.keys()])];

/** The language to answer a request in. */
export function languageOf(request: FastifyRequest): string {
  return negotiateLanguage(request.headers['accept-language'], API_LANGUAGES);
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * One message in `language`; the English text itself when there is no translation. `formatValue`
 * writes a varying part as the language does (a date, say); by default it is kept as it is.
 */
export function translate(message: string, language: string, formatValue: (value: string) => string = (value) => value): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const catalogue = catalogues.get(language);
  if (!catalogue) return message;
  const exact = catalogue.messages[message];
  if (exact !== undefined) return exact;
  for (const { match, names, text } of catalogue.patterns) {
    const found = match.exec(message);
    if (found) return fill(text, Object.fromEntries(names.map((name, i) => [name, formatValue(found[i + 1])])));
  }
  return message;
}

/** An error answer in `language`: the message and each field's messages; the field keys and code stay. */
export function translateErrorBody(body: ApiErrorBody, language: string): ApiErrorBody {
  if (language === DEFAULT_LANGUAGE) return body;
  const errors = body.errors && Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages.map((m) => translate(m, language))]));
  return { ...body, message: translate(body.message, language), ...(errors ? { errors } : {}) };
}

/** An e-mail's text by key in `language` (English when the language lacks it), with its values filled in. */
export function mailText(language: string, mail: string, key: string, values: Record<string, string | number> = {}): string {
  const text = catalogues.get(language)?.mail[mail]?.[key] ?? catalogues.get(DEFAULT_LANGUAGE)?.mail[mail]?.[key];
  if (text === undefined) throw new Error(`No mail text ${mail}.${key}`);
  return fill(text, values);
}
