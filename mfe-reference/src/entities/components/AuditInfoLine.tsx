import { useFormat } from '@portal/kit';
import type { AuditInfo } from '@portal/contracts/reference';
import { useReferenceT } from '../../messages';

/** "Created 2025-03-01 09:12 UTC by Sanne Jansen · Last changed …" */
export function AuditInfoLine({ audit }: { audit: AuditInfo }) {
  const t = useReferenceT();
  const { date } = useFormat();
  // The UTC wall-clock time the server recorded, read without its zone so that it is written as
  // is (and said to be UTC); the pattern is the language's (English keeps its ISO form).
  const when = (iso: string | null) => (iso ? date(iso.slice(0, 16), t('formats.time')) : null);
  const created = when(audit.created_at);
  const updated = when(audit.updated_at);
  return (
    <p className="muted audit-line">
      {created ? (audit.created_by ? t('record.createdBy', { at: created, who: audit.created_by }) : t('record.created', { at: created })) : t('record.notRecorded')}
      {updated && (audit.updated_by ? t('record.changedBy', { at: updated, who: audit.updated_by }) : t('record.changed', { at: updated }))}
    </p>
  );
}
