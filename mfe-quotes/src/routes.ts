import type { RemoteRoute } from '@portal/kit';

/**
 * The pages this remote serves, declared once: the shell's registry (owner of a path, menu, title
 * at first paint) comes from here, and so do the pages' titles (see mfe-dashboard/src/routes.ts).
 */
export const routes = {
  quotes: { path: '/quotes/*', title: 'Quotes', menu: 'Quotes' },
  sandbox: { path: '/sandbox', title: 'My Sandbox' },
} as const satisfies Record<string, RemoteRoute>;
