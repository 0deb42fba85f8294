import { Link, useNavigate } from 'react-router-dom';
import { ErrorState, LoadingState, useHasPermission, usePageMeta, ApiError } from '@portal/kit';
import { hasAction, offersForm, permissionOf, referencePaths, type ReferenceEntity } from '@portal/contracts/reference/declaration';
import { entityCrumbs } from '../breadcrumbs';
import { useDeleteRecord } from '../hooks/useDeleteRecord';
import { useOptionSets } from '../hooks/useOptionSets';
import { useRecord } from '../hooks/useRecord';
import { useRecordParam, useRouteEntity } from '../hooks/useRouteEntity';
import { NotFound } from '../../features/areas/components/NotFound';
import { useReferenceT, useReferenceWord } from '../../messages';
import { AuditInfoLine } from './AuditInfoLine';
import { RecordDetails } from './RecordDetails';
import { RelatedLists } from './RelatedLists';
import { ShowExtras } from './ShowExtras';

/** /reference/:resource/:record */
export function EntityShowRoute() {
  const entity = useRouteEntity('show');
  return entity ? <EntityShowPage key={entity.resource} entity={entity} /> : <NotFound />;
}

/** One record: its fields, who changed it when, related records, and Edit / Delete. */
function EntityShowPage({ entity }: { entity: ReferenceEntity }) {
  const t = useReferenceT();
  const word = useReferenceWord();
  const what = word(entity.singular);
  const id = useRecordParam();
  const navigate = useNavigate();
  const { data, error, loading, reload } = useRecord(entity, id);
  const { options } = useOptionSets(entity.fields);
  const canEdit = useHasPermission(permissionOf(entity, 'edit')) && offersForm(entity, 'edit');
  const canDelete = useHasPermission(permissionOf(entity, 'destroy')) && hasAction(entity, 'destroy');
  const remove = useDeleteRecord(entity, () => navigate(referencePaths.index(entity)));
  const title = word(entity.showTitle ?? entity.singular);
  usePageMeta(title, entityCrumbs(entity, { label: data?.label ?? id }));

  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return <ErrorState message={missing ? t('record.missing', { what }) : t('record.failed', { what })} onRetry={missing ? undefined : reload} />;
  }
  if (loading && !data) return <LoadingState label={t('record.loading', { what })} />;
  if (!data) return null;

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="record-heading">
        <div className="row">
          <h2 id="record-heading">{data.label}</h2>
          <span className="spacer" />
          <ShowExtras entity={entity} id={id} data={data} />
          {canEdit && (
            <Link className="btn btn-primary" to={referencePaths.edit(entity, id)}>
              {t('record.edit')}
            </Link>
          )}
          {canDelete && (
            <button type="button" className="btn btn-danger" onClick={() => remove.ask(id, data.label)}>
              {t('record.delete')}
            </button>
          )}
        </div>
        <RecordDetails entity={entity} record={data.record} options={options} />
        <AuditInfoLine audit={data.audit} />
        <p>
          <Link to={referencePaths.index(entity)}>{t('record.back', { list: word(entity.title) })}</Link>
        </p>
      </section>
      <RelatedLists lists={data.related} />
      {remove.dialog}
    </div>
  );
}
