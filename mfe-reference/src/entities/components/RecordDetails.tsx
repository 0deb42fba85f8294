import { useMemo } from 'react';
import type { FieldOption, ReferenceEntity } from '@portal/contracts/reference/declaration';
import { displayValue } from '@portal/contracts/reference/formValues';
import { useReferenceWord } from '../../messages';

/** Every readable field of a record as a definition list; choices shown by their labels. */
export function RecordDetails({ entity, record, options }: { entity: ReferenceEntity; record: Record<string, unknown>; options?: Record<string, FieldOption[]> }) {
  const word = useReferenceWord();
  const labels = useMemo(() => {
    const out: Record<string, Map<string, string>> = {};
    for (const field of entity.fields) {
      const list = field.options ?? options?.[field.name];
      if (list) out[field.name] = new Map(list.map((o) => [o.value, o.label]));
    }
    return out;
  }, [entity, options]);
  return (
    <dl className="record-details">
      {entity.fields
        .filter((f) => !f.writeOnly)
        .map((field) => (
          <div key={field.name} className={field.type === 'multiselect' || field.type === 'textarea' ? 'record-detail record-detail-wide' : 'record-detail'}>
            <dt>{word(field.label)}</dt>
            <dd>{displayValue(field, record[field.name], labels[field.name])}</dd>
          </div>
        ))}
    </dl>
  );
}
