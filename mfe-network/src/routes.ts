import type { RemoteRoute } from '@portal/kit';
import { networkContract } from '@portal/contracts/network';

/**
 * The pages this remote serves, declared once: the shell's registry (owner of a path, menu, title
 * at first paint) comes from here, and so do the pages' titles (see mfe-dashboard/src/routes.ts).
 */
export const routes = {
  networks: {
    path: '/networks',
    title: 'My networks',
    menu: 'My networks',
    earlyFetch: [networkContract.locations.path],
    leads: { '/networks': 'Our offices and partner agents around the world. Choose a continent to look closer, or search the list for a city, a role or a UN/LOCODE.' },
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    menu: 'Contact Us',
    earlyFetch: [networkContract.offices.path],
    pages: { '/contact': 'contact' },
    leads: { '/contact': 'Questions about a shipment, a quote or your account reach the team that handles them. Our offices, with their addresses and numbers, are listed below the form.' },
  },
} as const satisfies Record<string, RemoteRoute>;
