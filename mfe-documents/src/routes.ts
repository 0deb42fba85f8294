import type { RemoteRoute } from '@portal/shared';

/**
 * The pages this remote serves, declared once: the shell's registry (owner of a path, menu, title
 * at first paint) comes from here, and so do the pages' titles (see mfe-dashboard/src/routes.ts).
 */
export const routes = {
  documents: { path: '/documents/*', title: 'My Documents', menu: 'My Documents' },
} as const satisfies Record<string, RemoteRoute>;
