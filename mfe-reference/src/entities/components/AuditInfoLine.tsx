import type { AuditInfo } from '@portal/contracts/reference';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : null);

/** "Created 2025-03-01 09:12 UTC by Sanne Jansen · Last changed …" */
export function AuditInfoLine({ audit }: { audit: AuditInfo }) {
  const created = when(audit.created_at);
  const updated = when(audit.updated_at);
  return (
    <p className="muted audit-line">
      {created ? `Created ${created}${audit.created_by ? ` by ${audit.created_by}` : ''}` : 'Creation not recorded'}
      {updated && ` · Last changed ${updated}${audit.updated_by ? ` by ${audit.updated_by}` : ''}`}
    </p>
  );
}
