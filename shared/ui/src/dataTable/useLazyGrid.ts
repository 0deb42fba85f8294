import { useEffect, useState } from 'react';
import type { GridProps } from './Grid';
import { whenShown } from './whenShown';

type GridModule = typeof import('./Grid');
let gridModule: GridModule | null = null;
/**
 * AG Grid's code, a chunk of its own (dataTable/Grid): asked for once the table's first rows are
 * on screen and a person is about to use the table (useIntentWithin), so that a phone spends
 * neither its connection (218 KB) nor its CPU (the grid's creation, 400-600 ms at a phone's speed)
 * on it while the page loads. Kept once loaded: a later table in the same page is a grid at once.
 */
function loadGrid(): Promise<GridModule> {
  return import(/* webpackChunkName: "data-grid" */ './Grid').then((loaded) => (gridModule = loaded));
}

/** Whether AG Grid's code is here already (a table before this one loaded it). */
export const gridLoaded = (): boolean => gridModule !== null;

export interface LazyGrid<Row> {
  Grid: ((props: GridProps<Row>) => React.ReactNode) | undefined;
  /** Set when the code could not be loaded: calling it tries again. */
  retry: (() => void) | undefined;
}

/**
 * The grid component, once the first rows (or the empty state) are on screen (whenShown, the
 * element timing `shownName`) and the table is wanted.
 */
export function useLazyGrid<Row>(firstShown: boolean, wanted: boolean, shownName: string): LazyGrid<Row> {
  const [grid, setGrid] = useState<GridModule | null>(gridModule);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (grid || !firstShown || !wanted) return;
    let live = true;
    const cancel = whenShown(shownName, () =>
      loadGrid().then(
        (loaded) => live && setGrid(loaded),
        (error) => {
          if (!live) return;
          console.error('[DataTable] the grid could not be loaded', error);
          setFailed(true);
        },
      ),
    );
    return () => {
      live = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grid, firstShown, failed, wanted]);
  return {
    Grid: grid?.default as LazyGrid<Row>['Grid'],
    retry: failed ? () => setFailed(false) : undefined,
  };
}
