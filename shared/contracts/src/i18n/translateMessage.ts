/**
 * A message written in English (a rule's or a handler's, the words the spec's tests read) in
 * another language, looked up in a catalogue whose keys are the English texts. `{{name}}` in a key
 * stands for a part that varies ("Temperature may be at most {{max}} °C."); that part is itself
 * looked up, so a field's name inside a sentence ("{{label}} must be a number.") is translated too.
 * The API (mock-api/src/core/i18n.ts) and the browser (the shared rules' messages) use this one
 * function, so the same rule reads the same in both.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface Pattern {
  match: RegExp;
  names: string[];
  text: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: MessageCatalogue): Pattern[] {
  return Object.entries(catalogue)
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
}

/** `{{name}}` in `text` replaced by its value. */
export const fillMessage = (text: string, values: Record<string, string | number>): string => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

const compiled = new WeakMap<MessageCatalogue, Pattern[]>();

/**
 * `message` from `catalogue`: its exact entry, else the first entry with `{{…}}` parts that matches
 * (so a catalogue lists the specific sentences before the general ones), else the message itself.
 * A varying part that is no entry of its own goes through `formatValue` (a date written as the
 * language writes it, say); by default it is kept as it is.
 */
export function translateMessage(catalogue: MessageCatalogue | undefined, message: string, formatValue: (value: string) => string = (value) => value): string {
  if (!catalogue) return message;
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  let patterns = compiled.get(catalogue);
  if (!patterns) compiled.set(catalogue, (patterns = compile(catalogue)));
  for (const { match, names, text } of patterns) {
    const found = match.exec(message);
    if (found) return fillMessage(text, Object.fromEntries(names.map((name, i) => [name, catalogue[found[i + 1]] ?? formatValue(found[i + 1])])));
  }
  return message;
}
