import { networkContract } from '@portal/contracts/network';
import { routes } from './routes';

const contractPaths = Object.values(networkContract).filter((e) => e.method === 'GET').map((e) => e.path as string);

// The early reads are matched to the page's own call by address (shared/kit/src/api/earlyFetch.ts):
// an early read that is not exactly one of the contract's GET addresses would be asked for and never used.
test("each page's early reads are GET addresses of the slice's contract", () => {
  for (const route of Object.values(routes)) for (const url of route.earlyFetch ?? []) expect(contractPaths).toContain(url);
});
