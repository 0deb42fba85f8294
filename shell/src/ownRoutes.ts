import type { RemoteRoute } from '@portal/kit';

/**
 * The shell's own pages, declared like a remote's routes (plain data): the host's HTML draws their
 * title and opening line at first paint (the shell's build writes them to its routes.json, which
 * host/src/serve-app.ts reads and host/src/html-hints.ts draws), and the pages take both from here.
 */
export const ownRoutes = {
  profile: {
    path: '/portal',
    title: 'User Profile',
    leads: { '/portal': 'Your name, picture and password, how the portal tells you about your shipments, and the access tokens of the public API.' },
  },
} as const satisfies Record<string, RemoteRoute>;

