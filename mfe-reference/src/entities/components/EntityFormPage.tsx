import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '@portal/kit';
import { FormPage } from '../../ui/FormPage';
import { referencePaths, type FormMode, type ReferenceEntity } from '@portal/contracts/reference/declaration';
import { formFields } from '@portal/contracts/reference/formValues';
import { schemaOf } from '@portal/contracts/reference/schema';
import { createRecord } from '../api/createRecord';
import { updateRecord } from '../api/updateRecord';
import { entityCrumbs } from '../breadcrumbs';
import { useOptionSets } from '../hooks/useOptionSets';
import { useRecord } from '../hooks/useRecord';
import { useRecordParam, useRouteEntity } from '../hooks/useRouteEntity';
import { NotFound } from '../../features/areas/components/NotFound';
import { capitalised, useReferenceT, useReferenceWord } from '../../messages';

/** /reference/:resource/create */
export function EntityCreateRoute() {
  const entity = useRouteEntity('create');
  return entity ? <EntityCreatePage key={entity.resource} entity={entity} /> : <NotFound />;
}

/** /reference/:resource/:record/edit */
export function EntityEditRoute() {
  const entity = useRouteEntity('edit');
  return entity ? <EntityEditPage key={entity.resource} entity={entity} /> : <NotFound />;
}

/** Create and edit pages of every entity: the shared FormPage over the entity's declaration. */
function EntityCreatePage({ entity }: { entity: ReferenceEntity }) {
  return <EntityForm entity={entity} mode="create" id={null} record={undefined} />;
}

function EntityEditPage({ entity }: { entity: ReferenceEntity }) {
  const id = useRecordParam();
  const { data, error, reload } = useRecord(entity, id);
  return <EntityForm entity={entity} mode="edit" id={id} record={data ? data.record : null} label={data?.label} loadError={error} onRetry={reload} />;
}

/** The version an edit was loaded at, sent with it: a save made from an older one is refused (409) rather than overwriting. */
function loadedVersion(record: Record<string, unknown> | null | undefined): number | undefined {
  return typeof record?.version === 'number' ? record.version : undefined;
}

interface EntityFormProps {
  entity: ReferenceEntity;
  mode: FormMode;
  id: string | null;
  record: Record<string, unknown> | null | undefined;
  label?: string;
  loadError?: unknown;
  onRetry?(): void;
}

function EntityForm({ entity, mode, id, record, label, loadError, onRetry }: EntityFormProps) {
  const t = useReferenceT();
  const word = useReferenceWord();
  const navigate = useNavigate();
  const fields = formFields(entity.fields, mode);
  const { options, error: optionsError, reload } = useOptionSets(fields);
  const title = word(mode === 'create' ? entity.createTitle : entity.editTitle);
  const crumbs =
    mode === 'create'
      ? entityCrumbs(entity, { label: t('form.create') })
      : entityCrumbs(entity, { label: label ?? id ?? '', to: id ? referencePaths.show(entity, id) : undefined }, { label: t('form.edit') });

  const schema = schemaOf(entity);
  if (!schema) throw new Error(`${entity.resource} has no schema: its forms belong to another slice`);

  const save = async (values: Record<string, unknown>) => {
    const res = mode === 'create' ? await createRecord(entity, values) : await updateRecord(entity, id!, { ...values, version: loadedVersion(record) });
    notifySuccess(res.message);
    navigate(referencePaths.show(entity, res.id));
  };

  return (
    <FormPage
      title={title}
      breadcrumbs={crumbs}
      fields={fields}
      schema={schema}
      context={{ mode }}
      record={mode === 'create' ? undefined : record}
      options={options}
      loadError={loadError ?? optionsError}
      onRetry={() => {
        onRetry?.();
        reload();
      }}
      submitLabel={mode === 'create' ? t('form.createWhat', { what: word(entity.singular), What: capitalised(word(entity.singular)) }) : t('form.saveChanges')}
      onSubmit={save}
      onCancel={() => navigate(mode === 'create' || !id ? referencePaths.index(entity) : referencePaths.show(entity, id))}
    />
  );
}
