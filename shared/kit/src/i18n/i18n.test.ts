import { bus } from '../events/bus';
import { portalStore } from '../store/portalStore';
import { changeLanguage, portalI18n, registerMessages, tFor } from './i18n';
import { formattersFor } from './format';

const files: Record<string, Record<string, unknown>> = {
  en: { greeting: 'Hello {{name}}', routes: { '/shipments': { title: 'MyDashboard' } } },
  nl: { greeting: 'Hallo {{name}}', routes: { '/shipments': { title: 'Mijn dashboard' } } },
};

test('an app registers its messages, only the active language is fetched, and a change fetches the new one first, then tells the bus', async () => {
  const asked: string[] = [];
  await registerMessages('demo', async (language) => {
    asked.push(language);
    return { default: files[language] };
  });
  expect(asked).toEqual(['en']);
  expect(tFor('demo')('greeting', { name: 'Jan' })).toBe('Hello Jan');

  const heard: string[] = [];
  const off = bus.on('language:changed', ({ language }) => heard.push(language));
  await changeLanguage('nl');
  off();
  expect(asked).toEqual(['en', 'nl']);
  expect(heard).toEqual(['nl']);
  expect(portalStore.getState().language).toBe('nl');
  expect(portalI18n.language).toBe('nl');
  expect(tFor('demo')('greeting', { name: 'Jan' })).toBe('Hallo Jan');
  expect(tFor('demo')('routes./shipments.title')).toBe('Mijn dashboard');

  // Back: English is loaded already, nothing is fetched again.
  await changeLanguage('en');
  expect(asked).toEqual(['en', 'nl']);
});

test('numbers, units and money as each language writes them', () => {
  expect(formattersFor('nl').unit(1234.5, 'kilogram')).toBe('1.234,5 kg');
  expect(formattersFor('en').unit(1234.5, 'kilogram')).toBe('1,234.5 kg');
  expect(formattersFor('nl').currency(1234.5, 'EUR')).toBe('€\u00a01.234,50');
  expect(formattersFor('en').date('2026-12-04')).toBe('4 Dec 2026');
  // Sizes in KB and MB: an upload limit of 10 240 KB is 10 MB.
  expect(formattersFor('en').fileSize(10240 * 1024)).toBe('10 MB');
  expect(formattersFor('nl').fileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  expect(formattersFor('en').fileSize(2560)).toBe('2.5 kB');
  expect(formattersFor('en').fileSize(123)).toBe('123 bytes');
});
