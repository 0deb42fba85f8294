import { notifyError } from '../notify';
import { ApiError } from './errors';

/**
 * The shared error handler: the spec passes 'any other error' here. A 401 has already signed the
 * user out, so it stays silent; a validation error shows each field's first message; the rest
 * shows the given fallback (or the server's message) as an error toast.
 */
export function handleError(error: unknown, fallback = 'An error occured.'): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    if (error.isValidation) {
      for (const message of error.firstFieldMessages()) notifyError(message);
      return;
    }
    notifyError(error.status >= 500 || error.status === 0 ? fallback : error.message || fallback);
    return;
  }
  console.error(error);
  notifyError(fallback);
}
