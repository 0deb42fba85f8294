import { closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';

/**
 * Toasts go through notistack's global enqueue: the shell mounts the one SnackbarProvider, and as
 * @portal/kit is a singleton every remote's toast lands there.
 */
const shownErrors = new Set<SnackbarKey>();

/** Shows a toast; the key closes it early (dismissToast), e.g. "please wait" once the wait is over. */
export function notify(message: string, variant: VariantType = 'default'): SnackbarKey {
  const key = enqueueSnackbar(message, { variant, preventDuplicate: true });
  if (variant === 'error') shownErrors.add(key);
  return key;
}

export const dismissToast = (key: SnackbarKey): void => closeSnackbar(key);

export const notifySuccess = (message: string) => notify(message, 'success');
export const notifyError = (message: string) => notify(message, 'error');
export const notifyWarning = (message: string) => notify(message, 'warning');
export const notifyInfo = (message: string) => notify(message, 'info');

/**
 * Closes the error toasts still showing: after a successful save, a stale "The form is not
 * validated correctly." next to "… was saved." only confuses.
 */
export function dismissErrorToasts(): void {
  for (const key of shownErrors) closeSnackbar(key);
  shownErrors.clear();
}

/**
 * Where toasts appear. Bottom left: the forms' own actions (Save, Request quote) sit at the bottom
 * right, and a toast there would cover the very button a user needs after an error.
 */
export const TOAST_POSITION = { vertical: 'bottom', horizontal: 'left' } as const;
