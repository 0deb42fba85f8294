import { gridLocaleReady, gridLocaleText, loadGridLocale } from './gridLocale';
import { PSEUDO_LANGUAGE } from '@portal/kit';

test('AG Grid speaks Dutch from its own translations; English needs nothing fetched', async () => {
  expect(gridLocaleReady('en')).toBe(true);
  expect(gridLocaleText('en')).toBeUndefined();
  expect(gridLocaleReady('nl')).toBe(false);
  await loadGridLocale('nl');
  expect(gridLocaleText('nl')).toMatchObject({ noRowsToShow: 'Geen rijen om weer te geven', page: 'Pagina' });
});

test('the pseudo-locale wraps each of the grid’s English words', async () => {
  await loadGridLocale(PSEUDO_LANGUAGE);
  expect(gridLocaleText(PSEUDO_LANGUAGE)?.page).toMatch(/^\[Ƥàĝé ~+\]$/);
});
