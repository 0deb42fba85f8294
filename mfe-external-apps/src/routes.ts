import type { RemoteRoute } from '@portal/kit';

/**
 * The pages this remote serves, declared once: the shell's registry (owner of a path, menu, title
 * at first paint) comes from here, and so do the pages' titles (see mfe-dashboard/src/routes.ts).
 */
export const routes = {
  tracker: { path: '/webtracker/*', title: 'My tracker', menu: 'My tracker' },
  kpi: { path: '/mykpi', title: 'MyKPI', menu: 'MyKPI' },
  tms: { path: '/mytms', title: 'My TMS', menu: 'My TMS' },
} as const satisfies Record<string, RemoteRoute>;
