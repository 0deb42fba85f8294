import type { DeclaredRoute } from '@portal/ui/DeclaredRouter';
import { shipmentsContract } from '@portal/contracts/shipments';

/**
 * The pages this remote serves, declared once: published by its build, drawn by its router
 * (App.tsx), titled from here (see mfe-network/src/routes.ts).
 */
export const routes = {
  dashboard: {
    path: '/shipments',
    title: 'MyDashboard',
    menu: 'MyDashboard',
    earlyFetch: [shipmentsContract.overview.path],
    leads: { '/shipments': 'Your shipments by mode of transport, and the selected one on the world map: its route, and where it is now.' },
    views: { '/shipments': { load: () => import(/* webpackMode: "eager" */ './features/dashboard/components/DashboardPage').then((m) => m.DashboardPage) } },
  },
  myShipments: {
    path: '/myshipments/*',
    title: 'MyShipments',
    menu: 'MyShipments',
    home: '/myshipments/sea',
    // Each view checks its address and holds its page's own chunk (the list, AG Grid following its
    // first rows; a shipment's detail), named here for the host's hints.
    pages: { '/myshipments/:mode': 'my-shipments', '/myshipments/:mode/:id': 'shipment-detail' },
    // A shipment's page waits for its detail: asked with the page's HTML, not once the remote,
    // then the page's chunk, have arrived and run (on a phone, a second later).
    pageReads: { '/myshipments/:mode/:id': [shipmentsContract.detail.path] },
    // The portal host draws a shipment's heading and key facts from that read in its first-paint
    // HTML, with these messages (ShipmentFacts' words), so a phone shows them before any script.
    paintWords: ['detail.title', 'detail.facts', 'status', 'delay', 'modes', 'place', 'cityCountry', 'dates', 'formats.day'],
    views: {
      '/myshipments': { load: () => import(/* webpackMode: "eager" */ './features/myShipments/components/MyShipmentsRoute').then((m) => m.MyShipmentsRoute) },
      '/myshipments/:mode': { load: () => import(/* webpackMode: "eager" */ './features/myShipments/components/MyShipmentsRoute').then((m) => m.MyShipmentsRoute) },
      '/myshipments/:mode/:id': { load: () => import(/* webpackMode: "eager" */ './features/shipmentDetail/components/ShipmentDetailRoute').then((m) => m.ShipmentDetailRoute) },
    },
  },
} as const satisfies Record<string, DeclaredRoute>;
