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
import { useQuotesT, useRuleMessage } from '../../../messages';

/**
 * /quotes/create, 'Request Quote'. One rule set (@portal/contracts/rules/quoteForm) validates here
 * and on the API. Validation runs when a field is left and on submit, and on every change only
 * after a first submit attempt, so typing never waits for the whole form's rules.
 */
export function QuoteRequestPage() {
  const t = useQuotesT();
  const rule = useRuleMessage();
  usePageMeta(t('form.title'), [{ label: t('routes./quotes/*.title', { defaultValue: routes.quotes.title }), to: routeHome(routes.quotes) }, { label: t('form.title') }]);
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
      const waiting = notify(rule(QUOTE_MESSAGES.submitting), 'info');
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
          notifyError(rule(invalidFormMessage(Object.keys(fieldErrors).length)));
          focusFirstError(fieldErrors);
        } else {
          notifyError(rule(QUOTE_MESSAGES.saveFailed));
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
      notifyError(rule(invalidFormMessage(Object.keys(errors).length)));
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
      <form className="stack quote-form" noValidate onSubmit={submit} aria-label={t('form.label')}>
        {restored.current && (
          <div className="card row quote-restored" role="status">
            <span>{t('form.restored')}</span>
            <span className="spacer" />
            <button type="button" className="btn btn-sm" onClick={startOver}>
              {t('form.startOver')}
            </button>
          </div>
        )}
        <TransportSection isGroup={isGroup} />
        {!formik.values.modality && <p className="muted">{t('form.chooseMode')}</p>}
        {formik.values.modality && !formik.values.incoterm && <p className="muted">{t('form.chooseIncoterm')}</p>}
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
            {t('form.clear')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
      </form>
    </FormikProvider>
  );
}
