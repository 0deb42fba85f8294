/**
 * @jest-environment jsdom
 */
import './testing/textEncoding';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage, registerMessages } from '@portal/kit';
import { DeclaredRouter, startDeclaredPages, type DeclaredRoute } from './DeclaredRouter';

const Page = (text: string) => () => <h1>{text}</h1>;
let releaseForm: () => void = () => undefined;
const formLoads = jest.fn(() => new Promise<() => React.JSX.Element>((resolve) => (releaseForm = () => resolve(Page('Request Quote')))));

const routes = {
  quotes: {
    path: '/quotes/*',
    title: 'Quotes',
    views: {
      '/quotes': { load: async () => Page('Quote list') },
      '/quotes/create': { chunk: 'quote-form', loading: 'loading.quoteForm', load: formLoads },
    },
  },
  sandbox: { path: '/sandbox', title: 'My Sandbox', views: { '/sandbox': { load: async () => Page('Sandbox') } } },
} satisfies Record<string, DeclaredRoute>;

const messages: Record<string, Record<string, unknown>> = {
  en: { loading: { quoteForm: 'Loading the quote form…' } },
  nl: { loading: { quoteForm: 'Offerteformulier laden…' } },
};
beforeAll(() => registerMessages('demo', async (language) => ({ default: messages[language] })));
afterEach(() => changeLanguage('en'));

const at = (path: string) => window.history.replaceState(null, '', path);
const settle = () => act(async () => undefined);

test("a page of the remote's first scripts is drawn at the first render, without a loading state", async () => {
  at('/sandbox');
  startDeclaredPages(routes);
  await settle();
  render(<DeclaredRouter routes={routes} />);
  expect(screen.getByRole('heading', { name: 'Sandbox' })).toBeTruthy();
  expect(formLoads).not.toHaveBeenCalled();
});

test('the lazy page the address opens with is asked for as the remote loads, and says so until it is there', async () => {
  at('/quotes/create');
  startDeclaredPages(routes);
  expect(formLoads).toHaveBeenCalledTimes(1);
  render(<DeclaredRouter routes={routes} messages="demo" />);
  expect(screen.getByText('Loading the quote form…')).toBeTruthy();
  await act(() => changeLanguage('nl'));
  expect(screen.getByText('Offerteformulier laden…')).toBeTruthy();
  await act(async () => releaseForm());
  expect(await screen.findByRole('heading', { name: 'Request Quote' })).toBeTruthy();
  expect(formLoads).toHaveBeenCalledTimes(1);
});

test("another address below a /* route goes to the route's home; other remotes' paths draw nothing", async () => {
  at('/quotes/nothing-here');
  render(<DeclaredRouter routes={routes} />);
  expect(await screen.findByRole('heading', { name: 'Quote list' })).toBeTruthy();
  expect(window.location.pathname).toBe('/quotes');
  at('/portal');
  const { container } = render(<DeclaredRouter routes={routes} />);
  expect(container.innerHTML).toBe('');
});
