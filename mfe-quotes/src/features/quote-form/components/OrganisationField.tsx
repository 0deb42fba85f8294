import { useApiData } from '@portal/kit';
import { getOrganisations } from '../api/getOrganisations';
import { SelectField } from './fields';

/**
 * With a group selected, the quote is for one of its organisations (see the note in
 * @portal/contracts/rules/quoteForm): an offer is addressed to one legal entity.
 */
export function OrganisationField() {
  const { data, error } = useApiData(getOrganisations, []);
  const options = data?.map((o) => o.value) ?? [];
  const labels = Object.fromEntries((data ?? []).map((o) => [o.value, o.label]));
  return (
    <div className="stack">
      <SelectField name="customer" label="Quote for organisation" required options={options} labels={labels} placeholder={data ? 'Choose an organisation of the group…' : 'Loading…'} />
      {error !== undefined && <p className="field-error">The organisations of the group could not be loaded.</p>}
    </div>
  );
}
