import { ApiError } from '@portal/kit';
import { errorsFromApi, QUOTE_FIELD_ORDER, type QuoteField, type QuoteFormErrors } from '@portal/contracts/rules/quoteForm';

/** A 422 from the API as the form's error map; null for any other failure. */
export function serverFieldErrors(error: unknown): QuoteFormErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const mapped = errorsFromApi(error.errors);
  return Object.keys(mapped).length > 0 ? mapped : null;
}

/** Every field touched, so that every error shows (formik's submit does the same). */
export function touchAll(): Partial<Record<QuoteField, boolean>> {
  return Object.fromEntries(QUOTE_FIELD_ORDER.map((f) => [f, true]));
}

/** The earlier of two elements in the page (document order: top to bottom, left column first). */
const byPagePosition = (a: Element, b: Element): number => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

/**
 * Puts the keyboard focus on the first field in error as the customer sees the form (the
 * departure date sits above the places and the goods, though it comes after them in the values).
 * Runs after the next paint, when the errors' fields are rendered.
 */
export function focusFirstError(errors: QuoteFormErrors): void {
  const inError = QUOTE_FIELD_ORDER.filter((f) => errors[f]);
  if (inError.length === 0) return;
  requestAnimationFrame(() => {
    const elements = inError.map((f) => document.getElementById(`quote-${f}`)).filter((el): el is HTMLElement => el !== null);
    const first = elements.sort(byPagePosition)[0];
    first?.focus();
    first?.scrollIntoView?.({ block: 'center' });
  });
}
