import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { handleError } from '@portal/kit';
import { download } from '@portal/kit';
import { documentsContract } from '@portal/contracts/documents';
import type { ReferenceRecordResponse } from '@portal/contracts/reference';
import { referencePaths, type ReferenceEntity } from '@portal/contracts/reference/declaration';

/**
 * What a show page adds for one entity beyond the generic details: links into other areas.
 * An entity without extras needs nothing here.
 */
type Extra = (props: { entity: ReferenceEntity; id: string; data: ReferenceRecordResponse }) => ReactElement;

const EXTRAS: Record<string, Extra> = {
  // The shell's user profile page (Edit / Impersonate buttons live there).
  cepUsers: ({ id }) => (
    <Link className="btn" to={`/portal/users/${encodeURIComponent(id)}`}>
      Open user profile
    </Link>
  ),
  customerGroups: ({ id }) => (
    <Link className="btn" to={referencePaths.groupUsers(id)}>
      Users of this group
    </Link>
  ),
  documents: ({ id, data }) => (
    <button
      type="button"
      className="btn"
      onClick={() =>
        download(documentsContract.referenceDownload, { params: { document: Number(id) } }, String(data.record.original_filename ?? 'document')).catch((e) =>
          handleError(e, 'An error occured downloading the document.'),
        )
      }
    >
      Download file
    </button>
  ),
};

export function ShowExtras(props: { entity: ReferenceEntity; id: string; data: ReferenceRecordResponse }) {
  const Extra = EXTRAS[props.entity.resource];
  return Extra ? <Extra {...props} /> : null;
}
