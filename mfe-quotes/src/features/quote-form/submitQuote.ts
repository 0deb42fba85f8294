import { ApiError } from '@portal/shared';
import { errorsFromApi, QUOTE_FIELD_ORDER, type QuoteField, type QuoteFormErrors } from '@portal/shared/rules/quoteForm';

/** Route names the API may answer with as `redirect`, and where they live in the portal. */
const ROUTES: Record<string, string> = {
  'quotes.index': '/quotes',
  'sandbox.index': '/sandbox',
  'documents.index': '/documents',
};

export const redirectPath = (redirect: string | undefined): string => (redirect && ROUTES[redirect]) || '/quotes';

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

/** Puts the keyboard focus on the first field in error (the form's own order). */
export function focusFirstError(errors: QuoteFormErrors): void {
  const first = QUOTE_FIELD_ORDER.find((f) => errors[f]);
  if (!first) return;
  requestAnimationFrame(() => {
    const el = document.getElementById(`quote-${first}`) as HTMLElement | null;
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  });
}
