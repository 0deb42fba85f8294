import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
// Stateful pieces through the package name: this subpath module is bundled into each remote and
// must use the one shared client and toasts (see the brief's rule on subpath modules).
import { ApiError, ErrorState, LoadingState, handleError, notifyError, notifySuccess, notifyWarning, uploadWithProgress, useFormat } from '@portal/kit';
import {
  DOCUMENT_UPLOAD_FIELDS,
  EMPTY_DOCUMENT_UPLOAD,
  documentUploadErrors,
  sizeLimitMessage,
  type DocumentUploadErrors,
  type DocumentUploadField,
  type DocumentUploadValues,
} from '@portal/contracts/rules/documentUpload';
import { call } from '@portal/kit';
import { documentsContract, type DocumentFormOption, type DocumentFormOptions, type DocumentUploadAnswer } from '@portal/contracts/documents';
import { YmdInput } from './uploadForm/YmdInput';
import { useUploadWords } from './uploadForm/useUploadWords';
import { FieldFrame, FormActions } from './FieldFrame';
import { useReferenceT } from '../messages';

/**
 * The generic file-upload form (spec section 2) for documents: 'Select file', the chosen file's
 * name, the document fields, Save (only once the form has loaded), upload progress. The rules
 * are the shared set the API runs too; a 422 shows each field's first message as an error toast.
 *
 *   <UploadForm mode="create" onSaved={(answer) => navigate(...)} />
 *   <UploadForm mode="edit" documentId={12} onSaved={...} />   (loads the current values itself)
 */
export interface UploadFormProps {
  mode: 'create' | 'edit';
  /** Required in edit mode. */
  documentId?: number;
  /** Starting values; in edit mode they replace the ones loaded from the API. */
  initialValues?: Partial<DocumentUploadValues>;
  /** After a successful save (the toast is shown already); `answer.path` is the page to go to. */
  onSaved?(answer: DocumentUploadAnswer): void;
  onCancel?(): void;
}

interface Loaded {
  options: DocumentFormOptions;
  values: DocumentUploadValues;
  currentFile: { name: string; size: number } | null;
}

async function loadForm(mode: UploadFormProps['mode'], documentId: number | undefined, initial: Partial<DocumentUploadValues> | undefined): Promise<Loaded> {
  const current =
    mode === 'edit'
      ? documentId
        ? call(documentsContract.uploadValues, { params: { document: documentId } })
        : Promise.reject(new Error('UploadForm: documentId is required in edit mode'))
      : Promise.resolve(null);
  const [options, doc] = await Promise.all([call(documentsContract.formOptions), current]);
  return {
    options,
    values: { ...EMPTY_DOCUMENT_UPLOAD, ...doc?.values, ...initial },
    currentFile: doc ? { name: doc.original_filename, size: doc.size } : null,
  };
}

export function UploadForm(props: UploadFormProps) {
  const { mode, documentId, onSaved, onCancel } = props;
  const t = useReferenceT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const initialKey = JSON.stringify(props.initialValues ?? {});

  useEffect(() => {
    let cancelled = false;
    setLoaded(null);
    setLoadError(null);
    loadForm(mode, documentId, props.initialValues).then(
      (result) => !cancelled && setLoaded(result),
      (error) => !cancelled && setLoadError(error),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, documentId, initialKey, attempt]);

  if (loadError) return <ErrorState message={t('upload.loadFailed')} onRetry={() => setAttempt((a) => a + 1)} />;
  if (!loaded) return <LoadingState label={t('upload.loading')} />;
  return <LoadedUploadForm key={`${mode}-${documentId ?? 'new'}-${attempt}`} {...{ mode, documentId, onSaved, onCancel }} loaded={loaded} />;
}

interface LoadedProps extends Omit<UploadFormProps, 'initialValues'> {
  loaded: Loaded;
}

function LoadedUploadForm({ mode, documentId, onSaved, onCancel, loaded }: LoadedProps) {
  const { options, currentFile } = loaded;
  const t = useReferenceT();
  const words = useUploadWords();
  const format = useFormat();
  const uid = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DocumentUploadValues>(loaded.values);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<DocumentUploadErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const saving = progress !== null;

  const contentTypeName = options.contentTypes.find((t) => t.value === values.content_type)?.label ?? null;
  const check = (next: DocumentUploadValues, nextFile: File | null) =>
    documentUploadErrors(next, {
      mode,
      limitKb: options.uploadLimitKb,
      contentTypeName: options.contentTypes.find((t) => t.value === next.content_type)?.label ?? null,
      file: nextFile,
    });

  const change = (field: keyof DocumentUploadValues) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(check(next, file));
  };

  const chooseFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setFile(chosen);
    // Said at once, before anything is sent (decisions.md: the client checks the limit).
    if (chosen && chosen.size > options.uploadLimitKb * 1024) notifyWarning(words.message(sizeLimitMessage(options.uploadLimitKb, chosen.name)));
    if (submitted) setErrors(check(values, chosen));
  };

  const focusFirstError = (found: DocumentUploadErrors) => {
    const first = DOCUMENT_UPLOAD_FIELDS.find((f) => found[f]?.length);
    if (!first) return;
    const target =
      first === 'file' ? formRef.current?.querySelector<HTMLElement>('[data-select-file]') : formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = check(values, file);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const sizeMessage = found.file?.find((m) => m.startsWith('File size Limit'));
      if (sizeMessage) notifyWarning(words.message(sizeMessage));
      focusFirstError(found);
      return;
    }
    const form = new FormData();
    if (mode === 'edit' && documentId) form.append('id', String(documentId));
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    if (file) form.append('file', file, file.name);
    setProgress(0);
    try {
      // Multipart with progress, which the JSON call() does not do: the address still comes from the contract.
      const endpoint = mode === 'create' ? documentsContract.uploadCreate : documentsContract.uploadUpdate;
      const answer = await uploadWithProgress<DocumentUploadAnswer>(endpoint.path, form, setProgress);
      notifySuccess(words.message(answer.message));
      onSaved?.(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const message of error.firstFieldMessages()) notifyError(words.message(message));
        setErrors(error.errors as DocumentUploadErrors);
        focusFirstError(error.errors as DocumentUploadErrors);
      } else handleError(error, t('upload.failed'));
    } finally {
      setProgress(null);
    }
  };

  const fieldProps = (field: Exclude<DocumentUploadField, 'file'>) => ({
    id: `${uid}-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    disabled: saving,
    'aria-invalid': errors[field]?.length ? true : undefined,
    'aria-describedby': errors[field]?.length ? `${uid}-${field}-error` : undefined,
  });
  const firstError = (field: DocumentUploadField) => {
    const message = errors[field]?.[0];
    return message ? words.message(message) : null;
  };
  /** A field of the grid: a text or date input, or a select of the given choices. Its hint gives way to its error. */
  const fieldOf = (field: Exclude<DocumentUploadField, 'file'>, label: string, control: 'text' | 'date' | DocumentFormOption[], required = false, hint?: string) => (
    <FieldFrame key={field} id={`${uid}-${field}`} label={label} required={required} hint={firstError(field) ? undefined : hint} error={firstError(field)}>
      {control === 'text' ? (
        <input className="input" type="text" autoComplete="off" {...fieldProps(field)} />
      ) : control === 'date' ? (
        <YmdInput label={label} {...fieldProps(field)} />
      ) : (
        <select className="select" {...fieldProps(field)}>
          <option value="">{required ? t('upload.select') : t('upload.none')}</option>
          {control.map((c) => (
            <option key={c.value} value={c.value}>
              {words.message(c.label)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );

  const isOffer = contentTypeName === 'Offer';
  const chosenText = file
    ? t('upload.chosen', { name: file.name, size: words.size(file.size) })
    : currentFile
      ? t('upload.current', { name: currentFile.name, size: words.size(currentFile.size) })
      : t('upload.noFile');

  // The grid's fields in order (their names and controls are code, out of the JSX).
  const fields = [
    fieldOf('name', t('upload.name'), 'text', true),
    fieldOf('publication_date', t('upload.publicationDate'), 'date', true, t('upload.dateHint')),
    fieldOf('content_type', t('upload.contentType'), options.contentTypes, true),
    fieldOf('quote_nr', t('upload.quoteNr'), 'text', isOffer, t('upload.quoteNrHint')),
    fieldOf('distribution_type', t('upload.distributionType'), options.distributionTypes, !isOffer && !values.quote_nr),
    fieldOf('customer', t('upload.customer'), options.customers, values.distribution_type === 'Customer' && !values.quote_nr),
    fieldOf('customer_group', t('upload.customerGroup'), options.customerGroups, values.distribution_type === 'Customer group' && !values.quote_nr),
    fieldOf('expiration_date', t('upload.expirationDate'), 'date', !!values.quote_nr, t('upload.expirationHint')),
    fieldOf('shipment_ref', t('upload.shipment'), 'text', false, t('upload.shipmentHint')),
  ];

  return (
    <form ref={formRef} className="upload-form stack" onSubmit={submit} noValidate aria-busy={saving}>
      <FieldFrame
        id={`${uid}-file`}
        hint={t('upload.fileHint', { limit: words.size(options.uploadLimitKb * 1024) })}
        error={firstError('file')}
      >
        <span className={`label${mode === 'create' ? ' required' : ''}`} id={`${uid}-file-label`}>
          {t('upload.file')}
        </span>
        <div className="row">
          <input ref={fileInput} type="file" name="file" accept={options.accept} onChange={chooseFile} hidden tabIndex={-1} aria-hidden="true" />
          <button
            type="button"
            className="btn"
            data-select-file
            onClick={() => fileInput.current?.click()}
            disabled={saving}
            aria-describedby={`${uid}-file-chosen ${errors.file?.length ? `${uid}-file-error` : ''}`.trim()}
          >
            {t('upload.selectFile')}
          </button>
          <span id={`${uid}-file-chosen`} style={{ overflowWrap: 'anywhere' }} aria-live="polite">
            {chosenText}
          </span>
        </div>
      </FieldFrame>

      <div className="form-grid">
        {fields}
      </div>

      {progress !== null && (
        <div className="row">
          <div
            className="progress"
            style={{ flex: 1 }}
            role="progressbar"
            aria-label={t('upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <span style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <span className="muted">{progress < 1 ? t('upload.uploading', { percent: format.number(progress, { style: 'percent', maximumFractionDigits: 0 }) }) : t('form.saving')}</span>
        </div>
      )}

      <FormActions busy={saving} onCancel={onCancel} submitLabel={t('form.save')} />
    </form>
  );
}
