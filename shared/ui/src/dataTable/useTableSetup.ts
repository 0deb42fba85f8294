import { useEffect, useRef, useState } from 'react';
import { call, isAbortError, useOnSelectionChange, useSelectionVersion } from '@portal/kit';
import type { TableContract } from '@portal/contracts/tables';
import type { TableInit } from '@portal/contracts/table/contract';

export interface TableSetup {
  /** The table's columns and default sort, null while they are read. */
  init: TableInit | null;
  /** Why they could not be read (a retry clears it). */
  error: unknown;
  retry(): void;
}

/**
 * The table's set-up read (its columns and default sort, `initTable`), again for each selection
 * of organisation, each change of the page's parameters and each retry. A read dropped by a
 * switch of selection is no error: the switch reads it again.
 */
export function useTableSetup(table: TableContract, params: Record<string, string | number> | undefined, onInit?: (init: TableInit) => void): TableSetup {
  const selectionVersion = useSelectionVersion();
  const [init, setInit] = useState<TableInit | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const onInitRef = useRef(onInit);
  onInitRef.current = onInit;
  const dropped = useRef(false);
  useOnSelectionChange(() => dropped.current && setAttempt((n) => n + 1));
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    let cancelled = false;
    dropped.current = false;
    setInit(null);
    setError(null);
    call(table.initTable, { query: params })
      .then((result) => {
        if (cancelled) return;
        setInit(result);
        onInitRef.current?.(result);
      })
      .catch((failure) => {
        if (cancelled) return;
        if (isAbortError(failure)) dropped.current = true;
        else setError(failure);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, selectionVersion, attempt, paramsKey]);
  return { init, error, retry: () => setAttempt((n) => n + 1) };
}
