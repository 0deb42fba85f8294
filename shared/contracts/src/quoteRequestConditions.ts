import type { JsonSchema } from './documented';
import { rulesSchemaOf } from './formRules';
import { QUOTE_MODALITIES, SHIPMENT_TYPES, incotermsFor } from './rules/quoteConstants';
import { quoteFormSchema } from './rules/quoteFormSchema';
import { emptyQuoteForm, type QuoteField } from './rules/quoteFormValues';
import { FORM_TO_PAYLOAD } from './rules/quotePayload';

/**
 * What the quote form checks by the transport mode, the incoterm and the shipment type (a port,
 * a city, a container type: shown and required for some, left out for others), in the OpenAPI
 * document's terms: an `if`/`then` per mode saying where each field is required, with its rules
 * there. Read from the same yup schema the API validates with, resolved for
 * every combination of the three (yup's describe with a value), so the document cannot say
 * other than the API does. Rules that depend on other fields (a second package line, the goods
 * value with insurance) stay the form's to tell: its messages name them.
 */
interface Combination {
  modality: string;
  incoterm: string;
  shipmentType: string;
  rules: Record<string, JsonSchema>;
  required: Set<string>;
}

function combinations(): Combination[] {
  const out: Combination[] = [];
  for (const modality of QUOTE_MODALITIES)
    for (const incoterm of incotermsFor(modality))
      for (const shipmentType of SHIPMENT_TYPES[modality].length > 0 ? SHIPMENT_TYPES[modality] : ['']) {
        // A package type is always required: with one chosen, its count is too.
        const described = rulesSchemaOf(quoteFormSchema, { ...emptyQuoteForm(), modality, incoterm, shipmentType, packageType: 'Cartons' });
        out.push({ modality, incoterm, shipmentType, rules: described.properties as Record<string, JsonSchema>, required: new Set(described.required as string[]) });
      }
  return out;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The conditions (on modality, inco_terms, shipment_type) under which `field` is required, one per mode, each with the combinations it covers. */
function requiredWhen(field: string, all: Combination[]): { condition: JsonSchema; combinations: Combination[] }[] {
  const conditions: { condition: JsonSchema; combinations: Combination[] }[] = [];
  for (const modality of QUOTE_MODALITIES) {
    const ofMode = all.filter((c) => c.modality === modality);
    const requiring = ofMode.filter((c) => c.required.has(field));
    if (requiring.length === 0) continue;
    const incoterms = [...new Set(ofMode.map((c) => c.incoterm))];
    const types = [...new Set(ofMode.map((c) => c.shipmentType))];
    // By incoterm where the shipment type does not matter, by shipment type where the incoterm does not, else each pair.
    const byIncoterm = incoterms.filter((i) => ofMode.filter((c) => c.incoterm === i).every((c) => c.required.has(field)));
    const byType = types.filter((t) => ofMode.filter((c) => c.shipmentType === t).every((c) => c.required.has(field)));
    const coveredBy = (picked: Combination[]) => sameSet(picked.map((c) => `${c.incoterm}/${c.shipmentType}`), requiring.map((c) => `${c.incoterm}/${c.shipmentType}`));
    const when = (extra: Record<string, JsonSchema>) => ({ properties: { modality: { const: modality }, ...extra }, required: ['modality', ...Object.keys(extra)] });
    if (requiring.length === ofMode.length) conditions.push({ condition: when({}), combinations: requiring });
    else if (coveredBy(ofMode.filter((c) => byIncoterm.includes(c.incoterm)))) conditions.push({ condition: when({ inco_terms: { enum: byIncoterm } }), combinations: requiring });
    else if (coveredBy(ofMode.filter((c) => byType.includes(c.shipmentType)))) conditions.push({ condition: when({ shipment_type: { enum: byType } }), combinations: requiring });
    else for (const c of requiring) conditions.push({ condition: when({ inco_terms: { const: c.incoterm }, shipment_type: { const: c.shipmentType } }), combinations: [c] });
  }
  return conditions;
}

/**
 * For the document's QuoteRequest: the `allOf` of `if`/`then` that requires each field where the
 * form does, with the form's rules for it there (a field the form leaves out elsewhere is not
 * checked elsewhere: any value of its JSON type passes). `always` are the fields (form names)
 * required whatever the mode; `payloadTypes` the payload's JSON type of each field.
 */
export function quoteRequestConditions(always: readonly string[], payloadTypes: Record<string, JsonSchema>): JsonSchema[] {
  const all = combinations();
  const allOf: JsonSchema[] = [];
  const typeOf = (schema: JsonSchema | undefined) => [schema?.type].flat().find((t) => t !== 'null');
  for (const [field, payload] of Object.entries(FORM_TO_PAYLOAD) as [QuoteField, string][]) {
    if (always.includes(field)) {
      // Required whatever the mode, but its closed set may be the mode's (the incoterms).
      for (const modality of QUOTE_MODALITIES) {
        const values = all.find((c) => c.modality === modality)?.rules[field]?.enum as unknown[] | undefined;
        if (values) allOf.push({ if: { properties: { modality: { const: modality } }, required: ['modality'] }, then: { properties: { [payload]: { enum: values.filter((v) => v !== '') } } } });
      }
      continue;
    }
    const own = typeOf(payloadTypes[payload]);
    for (const { condition, combinations: covered } of requiredWhen(field, all)) {
      // The form's rules there when the payload sends the same type (the tailgate's choice is text
      // in the form and a flag in the payload); a closed set is the union of the combinations'.
      const rules = covered.map((c) => c.rules[field]).filter((rule) => rule?.type);
      const sameType = rules.length > 0 && [own, own === 'number' ? 'integer' : own].includes(typeOf(rules[0]));
      const values = [...new Set(rules.flatMap((rule) => ((rule.enum as unknown[] | undefined) ?? []).filter((v) => v !== '')))];
      const filled = {
        ...(sameType ? rules[0] : {}),
        type: sameType ? typeOf(rules[0]) : own,
        ...(values.length > 0 && sameType ? { enum: values } : {}),
        ...(own === 'string' ? { minLength: 1 } : {}),
      };
      // Required: present, not null, and text not empty (what the form calls missing).
      allOf.push({ if: condition, then: { required: [payload], properties: { [payload]: filled } } });
    }
  }
  return allOf;
}
