import type { DeclaredRoute } from '@portal/ui/DeclaredRouter';

/**
 * The pages this remote serves, declared once: published by its build, drawn by its router
 * (App.tsx), titled from here (see mfe-network/src/routes.ts).
 */
export const routes = {
  tracker: {
    path: '/webtracker/*',
    title: 'My tracker',
    menu: 'My tracker',
    views: {
      '/webtracker': { load: () => import(/* webpackMode: "eager" */ './features/tracker/components/TrackerPage').then((m) => m.TrackerPage) },
      '/webtracker/login': { load: () => import(/* webpackMode: "eager" */ './features/tracker/components/TrackerLoginPage').then((m) => m.TrackerLoginPage) },
    },
  },
  kpi: {
    path: '/mykpi',
    title: 'MyKPI',
    menu: 'MyKPI',
    views: { '/mykpi': { load: () => import(/* webpackMode: "eager" */ './features/kpi/components/KpiPage').then((m) => m.KpiPage) } },
  },
  tms: {
    path: '/mytms',
    title: 'My TMS',
    menu: 'My TMS',
    views: { '/mytms': { load: () => import(/* webpackMode: "eager" */ './features/tms/components/TmsPage').then((m) => m.TmsPage) } },
  },
} as const satisfies Record<string, DeclaredRoute>;
