import { useState } from 'react';
import { ApiError, notifySuccess, notifyWarning, tFor, type useT } from '@portal/kit';
import type { Quote } from '@portal/contracts/quotes';
import { QUOTES_NS } from '../../../messages';
import { cancelQuote } from '../api/cancelQuote';
import { downloadQuote } from '../api/downloadQuote';
import { destinationOf, originOf } from '../../../quotes/quoteDisplay';

/** The cancel dialog names the quote and says both choices in words ("Yes"/"Cancel" are ambiguous here). */
export const cancelDialogText = (quote: Quote, t: ReturnType<typeof useT>) => ({
  title: t('actions.cancelTitle', { nr: quote.quote_nr }),
  message: t('actions.cancelMessage', { route: `${originOf(quote, t)} → ${destinationOf(quote, t)}` }),
  confirmLabel: t('actions.cancelConfirm'),
  cancelLabel: t('actions.cancelKeep'),
});

/**
 * Cancel (after confirmation) and download, with the row that is busy. Spec §8: a cancel that
 * fails just stops loading and shows nothing more; a failed download warns.
 */
export function useQuoteActions(reload: () => void) {
  const [confirming, setConfirming] = useState<Quote | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const confirmCancel = async () => {
    const quote = confirming;
    setConfirming(null);
    if (!quote) return;
    setBusy(quote.quote_nr);
    try {
      const { message } = await cancelQuote(quote.quote_nr);
      notifySuccess(message);
      reload();
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(error);
    } finally {
      setBusy(null);
    }
  };

  const download = async (quote: Quote) => {
    setBusy(quote.quote_nr);
    try {
      await downloadQuote(quote.quote_nr);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyWarning(tFor(QUOTES_NS)('actions.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  return { confirming, askCancel: setConfirming, dismissCancel: () => setConfirming(null), confirmCancel, download, busy };
}
