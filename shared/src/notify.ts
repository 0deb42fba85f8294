import { enqueueSnackbar, type VariantType } from 'notistack';

/**
 * Toasts go through notistack's global enqueue: the shell mounts the one SnackbarProvider, and as
 * @portal/shared is a singleton every remote's toast lands there.
 */
export function notify(message: string, variant: VariantType = 'default'): void {
  enqueueSnackbar(message, { variant, preventDuplicate: true });
}

export const notifySuccess = (message: string) => notify(message, 'success');
export const notifyError = (message: string) => notify(message, 'error');
export const notifyWarning = (message: string) => notify(message, 'warning');
export const notifyInfo = (message: string) => notify(message, 'info');
