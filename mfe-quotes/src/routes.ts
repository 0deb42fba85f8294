import type { RemoteRoute } from '@portal/kit';

/**
 * The pages this remote serves, declared once: the shell's registry (owner of a path, menu, title
 * at first paint) comes from here, and so do the pages' titles (see mfe-dashboard/src/routes.ts).
 */
export const routes = {
  // The request form is a lazy page (App.tsx): its scripts are hinted with the HTML of /quotes/create.
  quotes: {
    path: '/quotes/*',
    title: 'Quotes',
    menu: 'Quotes',
    pages: { '/quotes/create': 'quote-form' },
    leads: { '/quotes/create': 'Tell us what you want to move, and from where to where. Once it is priced, the offer is ready to download under Quotes.' },
  },
  sandbox: { path: '/sandbox', title: 'My Sandbox' },
} as const satisfies Record<string, RemoteRoute>;
