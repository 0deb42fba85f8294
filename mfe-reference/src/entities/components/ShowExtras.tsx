import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { handleError } from '@portal/kit';
import { download } from '@portal/kit';
import { documentsContract } from '@portal/contracts/documents';
import type { ReferenceRecordResponse } from '@portal/contracts/reference';
import { referencePaths, type ReferenceEntity } from '@portal/contracts/reference/declaration';
import { referenceT, useReferenceT } from '../../messages';

/**
 * What a show page adds for one entity beyond the generic details: links into other areas.
 * An entity without extras needs nothing here.
 */
type Extra = (props: { entity: ReferenceEntity; id: string; data: ReferenceRecordResponse }) => ReactElement;

const EXTRAS: Record<string, Extra> = {
  // The shell's user profile page (Edit / Impersonate buttons live there).
  cepUsers: ({ id }) => <ExtraLink to={`/portal/users/${encodeURIComponent(id)}`} word="record.userProfile" />,
  customerGroups: ({ id }) => <ExtraLink to={referencePaths.groupUsers(id)} word="record.groupUsers" />,
  documents: ({ id, data }) => <DownloadButton id={id} data={data} />,
};

function ExtraLink({ to, word }: { to: string; word: string }) {
  const t = useReferenceT();
  return (
    <Link className="btn" to={to}>
      {t(word)}
    </Link>
  );
}

function DownloadButton({ id, data }: { id: string; data: ReferenceRecordResponse }) {
  const t = useReferenceT();
  return (
    <button
      type="button"
      className="btn"
      onClick={() =>
        download(documentsContract.referenceDownload, { params: { document: Number(id) } }, String(data.record.original_filename ?? 'document')).catch((e) =>
          handleError(e, referenceT()('record.downloadFailed')),
        )
      }
    >
      {t('record.download')}
    </button>
  );
}

export function ShowExtras(props: { entity: ReferenceEntity; id: string; data: ReferenceRecordResponse }) {
  const Extra = EXTRAS[props.entity.resource];
  return Extra ? <Extra {...props} /> : null;
}
