import type { RemoteRoute } from '@portal/kit';
import { shipmentsContract } from '@portal/contracts/shipments';

/**
 * The pages this remote serves, declared once. The shell host builds its registry from this
 * module (which remote owns a path, the menu, the title drawn at first paint) without loading the
 * remote's bundle, and the pages take their titles from it. Plain data, no React: the host reads
 * it with Node's type stripping (shell/src/remotes/declaredRoutes.ts, host/src/typescript-modules.ts),
 * and an early read is its contract endpoint's address, so no address is written here.
 */
export const routes = {
  dashboard: {
    path: '/shipments',
    title: 'MyDashboard',
    menu: 'MyDashboard',
    earlyFetch: [shipmentsContract.overview.path],
    leads: { '/shipments': 'Your shipments by mode of transport, and the selected one on the world map: its route, and where it is now.' },
  },
  myShipments: {
    path: '/myshipments/*',
    title: 'MyShipments',
    menu: 'MyShipments',
    home: '/myshipments/sea',
    // Lazy pages (App.tsx): the list and a shipment's detail (AG Grid follows the list's first rows).
    pages: { '/myshipments/:mode': 'my-shipments', '/myshipments/:mode/:id': 'shipment-detail' },
  },
} as const satisfies Record<string, RemoteRoute>;
