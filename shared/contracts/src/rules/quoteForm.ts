/**
 * The quote request's one rule set (spec §3–§5, §9), imported by the quotes remote's form and by
 * the API (`@portal/contracts/rules/quoteForm`). Pure TypeScript and yup: no React, no DOM.
 *
 * Whose quote is it when a customer group is selected? A quote (and its offer and invoice) is
 * addressed to one legal entity, so with a group selected the form asks for the member
 * organisation (`customer`, required only then). The API stores the quote for that organisation
 * with the group recorded as `customergroup`: it shows in the organisation's list and the group's.
 */
// Named re-exports (not `export *`): the API runs this file as CommonJS under tsx, where only
// statically named exports can be imported by name.
export { QUOTE_MODALITIES, INCOTERM_BUTTONS, OTHER_INCOTERMS, incotermsFor, SHIPMENT_TYPES, CONTAINER_TYPES_SHORT, CONTAINER_TYPES_LONG, PACKAGE_TYPES_SHORT, PACKAGE_TYPES_LONG, VEHICLE_TYPES, CURRENCIES, DANGEROUS_GOODS_CLASSES, QUOTE_LIMITS } from './quoteConstants';
export { emptyQuoteForm, QUOTE_FIELD_ORDER, FIELDS_BELOW_INCOTERM, VISIBILITY, isShown, volumeRequired, chooseModality, chooseIncoterm } from './quoteFormValues';
export type { QuoteFormValues, QuoteField } from './quoteFormValues';
export { QUOTE_MESSAGES, invalidFormMessage, CURRENCY_MESSAGE, SERVER_DEPARTURE_SLACK_DAYS, portNoun, parseDecimal, localToday, quoteFormSchema, validateQuoteForm } from './quoteFormSchema';
export type { QuoteFormErrors } from './quoteFormSchema';
export { formToPayload, payloadToForm, errorsToPayloadFields, errorsFromApi } from './quotePayload';
export type { QuoteRequestPayload, QuotePayloadField } from './quotePayload';
