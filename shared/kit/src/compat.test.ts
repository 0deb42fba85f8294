/** @jest-environment jsdom */
import { checkedLifecycles, missingKitExports, OUTDATED_SHELL_MESSAGE } from './compat';
import * as kit from './index';

// The build's own reader (plain CommonJS, run by webpack's configuration).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { kitExports } = require('../../webpack/kitExports.cjs') as { kitExports: () => string[] };

// What a build carries is what the kit exports when it runs: a remote built now finds nothing
// missing in a shell built now, and the list is read from the sources (no list kept by hand).
test("the build's list of kit exports is the kit's exports at run time", () => {
  expect(kitExports()).toEqual(Object.keys(kit).filter((name) => name !== '__esModule').sort());
  expect(missingKitExports(kitExports(), kit)).toEqual([]);
});

const remoteLifecycles = { bootstrap: jest.fn(async () => {}), mount: jest.fn(async () => {}), unmount: jest.fn(async () => {}) };

test('on a kit with everything the remote was built with, the remote mounts as it is', () => {
  const make = jest.fn(() => remoteLifecycles);
  expect(checkedLifecycles(kit, make, { built: kitExports() })).toBe(remoteLifecycles);
  expect(make).toHaveBeenCalledTimes(1);
});

test("on an older shell's kit, the remote asks for a reload in its area instead of mounting", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const reload = jest.fn();
  const make = jest.fn(() => remoteLifecycles);
  // The remote's build knew an export the running kit does not have.
  const lifecycles = checkedLifecycles(kit, make, { remote: 'documents', built: [...kitExports(), 'useSomethingNew'], reload });
  expect(make).not.toHaveBeenCalled();
  expect(warn.mock.calls[0][0]).toContain('missing: useSomethingNew');

  const area = document.createElement('div');
  document.body.append(area);
  await (lifecycles.bootstrap as (props: unknown) => Promise<unknown>)({ domElement: area });
  await (lifecycles.mount as (props: unknown) => Promise<unknown>)({ domElement: area });
  expect(area.querySelector('[role="alert"]')?.textContent).toContain(OUTDATED_SHELL_MESSAGE);
  const button = area.querySelector('button');
  expect(button?.textContent).toBe('Reload');
  button?.click();
  expect(reload).toHaveBeenCalledTimes(1);
  await (lifecycles.unmount as (props: unknown) => Promise<unknown>)({ domElement: area });
  expect(area.innerHTML).toBe('');
  warn.mockRestore();
});
