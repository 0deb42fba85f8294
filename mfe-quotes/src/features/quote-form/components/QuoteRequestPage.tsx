import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { dismissErrorToasts, dismissToast, notify, notifyError, notifySuccess, routeHome, useOnSelectionChange, usePageMeta, usePortal } from '@portal/kit';
import { emptyQuoteForm, formToPayload, invalidFormMessage, QUOTE_MESSAGES, validateQuoteForm, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { storeQuote } from '../api/storeQuote';
import { useQuoteDraft } from '../hooks/useQuoteDraft';
import { focusFirstError, serverFieldErrors, touchAll } from '../submitQuote';
import { GoodsSection } from './GoodsSection';
import { PackagesSection } from './PackagesSection';
import { PlaceFields } from './PlaceFields';
import { ServicesSection } from './ServicesSection';
import { TransportSection } from './TransportSection';
import { routes } from '../../../routes';

/**
 * /quotes/create, 'Request Quote'. One rule set (@portal/contracts/rules/quoteForm) validates here
 * and on the API. Validation runs when a field is left and on submit, and on every change only
 * after a first submit attempt, so typing never waits for the whole form's rules.
 */
export function QuoteRequestPage() {
  usePageMeta('Request Quote', [{ label: routes.quotes.title, to: routeHome(routes.quotes) }, { label: 'Request Quote' }]);
  const navigate = useNavigate();
  const userId = usePortal((s) => s.profile?.profile.id);
  const isGroup = usePortal((s) => Boolean(s.selection?.isGroup));
  const [validateOnChange, setValidateOnChange] = useState(false);
  const draft = useQuoteDraft(userId);
  const restored = useRef(draft.initial !== null);
  const [initialValues] = useState(() => draft.initial ?? emptyQuoteForm());

  const formik = useFormik<QuoteFormValues>({
    initialValues,
    validate: (v) => validateQuoteForm(v, { isGroup }),
    validateOnChange,
    validateOnBlur: true,
    onSubmit: async (v, helpers) => {
      const waiting = notify(QUOTE_MESSAGES.submitting, 'info');
      try {
        const result = await storeQuote(formToPayload(v));
        draft.clear();
        // The wait is over: neither "please wait" nor an earlier attempt's error may stand beside "Thank you!".
        dismissToast(waiting);
        dismissErrorToasts();
        notifySuccess(result.message);
        navigate(result.path);
      } catch (error) {
        dismissToast(waiting);
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) {
          helpers.setErrors(fieldErrors);
          notifyError(invalidFormMessage(Object.keys(fieldErrors).length));
          focusFirstError(fieldErrors);
        } else {
          notifyError(QUOTE_MESSAGES.saveFailed);
        }
      }
    },
  });
  // The draft follows the values (written with a delay, not on every keystroke).
  useEffect(() => draft.save(formik.values), [draft, formik.values]);
  // Another organisation or group: the organisation chosen within the old group no longer applies.
  useOnSelectionChange(() => void formik.setFieldValue('customer', '', false));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    setValidateOnChange(true);
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      void formik.setTouched(touchAll(), false);
      formik.setSubmitting(false);
      notifyError(invalidFormMessage(Object.keys(errors).length));
      focusFirstError(errors);
      return;
    }
    await formik.submitForm();
  };

  const startOver = () => {
    draft.reset();
    restored.current = false;
    setValidateOnChange(false);
    formik.resetForm({ values: emptyQuoteForm() });
  };

  const ready = Boolean(formik.values.modality && formik.values.incoterm);
  return (
    <FormikProvider value={formik}>
      <form className="stack quote-form" noValidate onSubmit={submit} aria-label="Request quote">
        {restored.current && (
          <div className="card row quote-restored" role="status">
            <span>We kept the request you were filling in.</span>
            <span className="spacer" />
            <button type="button" className="btn btn-sm" onClick={startOver}>
              Start over
            </button>
          </div>
        )}
        <TransportSection isGroup={isGroup} />
        {!formik.values.modality && <p className="muted">Choose a transport mode to start your request.</p>}
        {formik.values.modality && !formik.values.incoterm && <p className="muted">Choose an incoterm: the fields you need follow from it.</p>}
        {ready && (
          <>
            <div className="grid-2">
              <PlaceFields side="origin" />
              <PlaceFields side="destination" />
            </div>
            <GoodsSection />
            <PackagesSection />
            <ServicesSection />
          </>
        )}
        <div className="form-actions">
          <button type="button" className="btn" onClick={startOver} disabled={formik.isSubmitting}>
            Clear form
          </button>
          <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Submitting…' : 'Request quote'}
          </button>
        </div>
      </form>
    </FormikProvider>
  );
}
