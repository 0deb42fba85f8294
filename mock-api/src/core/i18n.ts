import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, negotiateLanguage } from '@portal/contracts/i18n/language';
import { fillMessage, translateMessage } from '@portal/contracts/i18n/translateMessage';
import { RULE_MESSAGES } from '@portal/contracts/rules/ruleMessages';
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
 *   The shared rules' messages come from @portal/contracts (rules/messages), which the browser
 *   reads too, so a rule reads the same in the form and in the API's answer.
 * - `mail`: the e-mails' texts by key, in every language (English included).
 * - `pdf`: the generated documents' texts by key (the offer), in every language.
 * - `export`: the exported files' header rows and view lines by key, in every language.
 * - `shipmentDetail`: the shipment detail's prose, English text → translation like `messages`,
 *   kept apart so its broad patterns ("At {{place}}, {{country}}") never word an error message.
 *
 * A language is available when its file is there: a third language is a third file.
 */
const LOCALES_DIR = path.join(PACKAGE_ROOT, 'src', 'locales');

/** The parts of a catalogue that map English text to its translation. */
type TextSection = 'messages' | 'shipmentDetail';

interface Catalogue {
  messages: Record<string, string>;
  shipmentDetail: Record<string, string>;
  mail: Record<string, Record<string, string>>;
  pdf: Record<string, Record<string, string>>;
  export: Record<string, Record<string, string>>;
}

/** The shared rules' messages (in @portal/contracts, which the browser reads too) and the API's own. */
function withRules(language: string, catalogue: Catalogue): Catalogue {
  return { messages: { ...RULE_MESSAGES[language], ...catalogue.messages }, shipmentDetail: catalogue.shipmentDetail ?? {}, mail: catalogue.mail ?? {}, pdf: catalogue.pdf ?? {}, export: catalogue.export ?? {} };
}

const catalogues = new Map<string, Catalogue>(
  readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.slice(0, -5), withRules(file.slice(0, -5), JSON.parse(readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as Catalogue)]),
);

/** The languages the API has messages for. */
export const API_LANGUAGES: readonly string[] = [...new Set([DEFAULT_LANGUAGE, ...catalogues.keys()])];

/** The language to answer a request in. */
export function languageOf(request: FastifyRequest): string {
  return negotiateLanguage(request.headers['accept-language'], API_LANGUAGES);
}

/**
 * One message in `language`; the English text itself when there is no translation. `formatValue`
 * writes a varying part as the language does (a date, say); by default it is kept as it is.
 */
export function translate(message: string, language: string, formatValue?: (value: string) => string, section: TextSection = 'messages'): string {
  if (language === DEFAULT_LANGUAGE) return message;
  return translateMessage(catalogues.get(language)?.[section], message, formatValue);
}

/** Words a message is made of in one language (see `phrasesIn`), and that language (for numbers). */
export type Say = ((pattern: string, values?: Record<string, string | number>) => string) & { readonly language: string };

/**
 * Messages whose varying parts are known where they are made (an entity's name and a record's
 * label, "Customer group ACME was saved."): the English pattern is looked up as it is written,
 * not matched against the finished sentence, so no guess is made where one part ends and the
 * next begins. A part that is a word of its own (the entity's name) is translated by the caller
 * (`translate`) before it goes in. English fills the pattern as it is.
 */
export function phrasesIn(language: string): Say {
  const messages = language === DEFAULT_LANGUAGE ? undefined : catalogues.get(language)?.messages;
  return Object.assign((pattern: string, values: Record<string, string | number> = {}) => fillMessage(messages?.[pattern] ?? pattern, values), { language });
}

/** An error answer in `language`: the message and each field's messages; the field keys and code stay. */
export function translateErrorBody(body: ApiErrorBody, language: string): ApiErrorBody {
  if (language === DEFAULT_LANGUAGE) return body;
  const errors = body.errors && Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages.map((m) => translate(m, language))]));
  return { ...body, message: translate(body.message, language), ...(errors ? { errors } : {}) };
}

function text(kind: 'mail' | 'pdf' | 'export', language: string, name: string, key: string, values: Record<string, string | number>): string {
  const found = catalogues.get(language)?.[kind][name]?.[key] ?? catalogues.get(DEFAULT_LANGUAGE)?.[kind][name]?.[key];
  if (found === undefined) throw new Error(`No ${kind} text ${name}.${key}`);
  return fillMessage(found, values);
}

/** An e-mail's text by key in `language` (English when the language lacks it), with its values filled in. */
export function mailText(language: string, mail: string, key: string, values: Record<string, string | number> = {}): string {
  return text('mail', language, mail, key, values);
}

/** A generated document's text by key in `language` (English when the language lacks it), with its values filled in. */
export function pdfWords(language: string, document: string, key: string, values: Record<string, string | number> = {}): string {
  return text('pdf', language, document, key, values);
}

/** An exported file's text (a column's header, the view line) by key in `language` (English when the language lacks it). */
export function exportWords(language: string, table: string, key: string, values: Record<string, string | number> = {}): string {
  return text('export', language, table, key, values);
}
