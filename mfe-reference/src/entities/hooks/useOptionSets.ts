import { useMemo } from 'react';
import { useApiData } from '@portal/kit';
import type { FieldOption, OptionsSource, ReferenceField } from '@portal/contracts/reference/declaration';
import { fetchOptions } from '../api/fetchOptions';

/** Loads every options source the fields use (each once) and hands them out per field name. */
export function useOptionSets(fields: readonly ReferenceField[]) {
  const sources = useMemo(() => [...new Set(fields.map((f) => f.optionsSource).filter((s): s is OptionsSource => Boolean(s)))], [fields]);
  const key = sources.join(',');
  const loaded = useApiData(
    async (signal) => {
      const lists = await Promise.all(sources.map((s) => fetchOptions(s, signal)));
      return new Map<OptionsSource, FieldOption[]>(sources.map((s, i) => [s, lists[i]]));
    },
    [key],
  );
  const byField = useMemo(() => {
    if (!loaded.data) return undefined;
    const out: Record<string, FieldOption[]> = {};
    for (const f of fields) if (f.optionsSource) out[f.name] = loaded.data.get(f.optionsSource) ?? [];
    return out;
  }, [loaded.data, fields]);
  return { options: sources.length === 0 ? {} : byField, error: loaded.error, reload: loaded.reload };
}
