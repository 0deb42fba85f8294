import { shipmentsContract } from '@portal/contracts/shipments';
import { earlyReadsForPath } from '@portal/kit';
import { getDashboardOverview } from './features/dashboard/api/getDashboardOverview';
import { getShipmentDetail } from './features/shipmentDetail/api/getShipmentDetail';
import { routes } from './routes';

const contractGets = Object.values(shipmentsContract)
  .filter((e) => e.method === 'GET')
  .map((e) => e.path as string);

// The early read is matched to the page's own call by address (shared/kit/src/api/earlyFetch.ts):
// one that is not exactly the address the page asks for would be asked for and never used.
test("the dashboard's early read is a GET address of the slice's contract, the one its page reads", async () => {
  expect(routes.dashboard.earlyFetch.every((url) => contractGets.includes(url))).toBe(true);
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    return Response.json({});
  }) as typeof fetch;
  await getDashboardOverview(new AbortController().signal);
  expect(asked).toEqual([...routes.dashboard.earlyFetch]);
});

test("a shipment page's early read is the very address its page then reads, filled from the page's path", async () => {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    return Response.json({});
  }) as typeof fetch;
  await getShipmentDetail('air', 'AIR26 000/7', new AbortController().signal);
  expect(earlyReadsForPath(routes.myShipments, '/myshipments/air/AIR26%20000%2F7')).toEqual(asked);
  expect(earlyReadsForPath(routes.myShipments, '/myshipments/air')).toEqual([]);
});
