import type { OpenApiDocument } from './index';

type Node = unknown;

/**
 * The document with its named schemas in `components.schemas`: every schema a contract gives a
 * `title` (a shipment, a quote, a webhook endpoint, the error body, a table's filter) becomes one
 * component, referred to wherever an operation uses it, so a client generator names its types
 * after them and shares one type between operations. Two different schemas of one name are a
 * mistake in a contract: the document is not built (the lint test says which).
 */
export function withComponents(doc: OpenApiDocument): OpenApiDocument {
  const schemas: Record<string, unknown> = {};
  const texts = new Map<string, string>();
  const hoist = (node: Node): Node => {
    if (Array.isArray(node)) return node.map(hoist);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    // Examples are data: a notification's `title` there is no schema's name.
    for (const [key, value] of Object.entries(node)) out[key] = key === 'example' || key === 'examples' ? value : hoist(value);
    if (typeof out.title !== 'string' || !('type' in out || 'anyOf' in out || 'properties' in out || 'enum' in out)) return out;
    const name = out.title;
    const text = JSON.stringify(out);
    if (texts.has(name) && texts.get(name) !== text) throw new Error(`OpenAPI: two different schemas are named ${name}`);
    texts.set(name, text);
    schemas[name] = out;
    return { $ref: `#/components/schemas/${name}` };
  };
  const paths = hoist(doc.paths) as OpenApiDocument['paths'];
  const webhooks = hoist(doc.webhooks) as OpenApiDocument['webhooks'];
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...doc, paths, webhooks, components: { ...doc.components, schemas: sorted } };
}
