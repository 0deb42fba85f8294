import { forgetUnloadedShares } from './sharedScope';

/** A share scope as the federation runtime keeps it: instance → scope → package → version → entry. */
function federationWith() {
  const failedLoad = { from: 'dashboard', loaded: false, loading: Promise.reject(new Error('ChunkLoadError')).catch(() => undefined) };
  const loadedFromDashboard = { from: 'dashboard', loaded: true, lib: () => ({}) };
  const fromQuotes = { from: 'quotes', loaded: false };
  const shell = { default: { dayjs: { '1.11.19': failedLoad }, react: { '19.2.0': loadedFromDashboard }, yup: { '1.7.1': fromQuotes } } };
  return { federation: { __SHARE__: { shell }, __INSTANCES__: [{ shareScopeMap: shell }] }, shell };
}

it("drops the failed remote's entries that never loaded, and keeps loaded ones and other remotes' entries", () => {
  const { federation, shell } = federationWith();
  expect(forgetUnloadedShares('dashboard', federation)).toBe(1);
  expect(shell.default.dayjs).toEqual({});
  expect(Object.keys(shell.default.react)).toEqual(['19.2.0']);
  expect(Object.keys(shell.default.yup)).toEqual(['1.7.1']);
});

it('does nothing without a federation runtime', () => {
  expect(forgetUnloadedShares('dashboard', undefined)).toBe(0);
});
