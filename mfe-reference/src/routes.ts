import type { RemoteRoute } from '@portal/kit';

/**
 * The pages this remote serves, declared once: the shell's registry (owner of a path, menu, title
 * at first paint) comes from here, and so do the pages' titles (see mfe-dashboard/src/routes.ts).
 */
export const routes = {
  // Administrators only: the API refuses everyone else, the menu hides the entry, the area says so.
  reference: { path: '/reference/*', title: 'Reference data', menu: 'Reference data', permission: 'reference.index' },
} as const satisfies Record<string, RemoteRoute>;
