import { useApiData } from '@portal/kit';
import { useQuotesT } from '../../../messages';
import { getOrganisations } from '../api/getOrganisations';
import { SelectField } from './fields';

/**
 * With a group selected, the quote is for one of its organisations (see the note in
 * @portal/contracts/rules/quoteForm): an offer is addressed to one legal entity.
 */
export function OrganisationField() {
  const t = useQuotesT();
  const { data, error } = useApiData(getOrganisations, []);
  const options = data?.map((o) => o.value) ?? [];
  const labels = Object.fromEntries((data ?? []).map((o) => [o.value, o.label]));
  return (
    <div className="stack">
      <SelectField name="customer" label={t('form.organisation')} required options={options} labelOf={(code) => labels[code] ?? code} placeholder={data ? t('form.organisationPlaceholder') : t('form.organisationLoading')} />
      {error !== undefined && <p className="field-error">{t('form.organisationFailed')}</p>}
    </div>
  );
}
