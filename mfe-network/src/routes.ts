import type { DeclaredRoute } from '@portal/ui/DeclaredRouter';
import { networkContract } from '@portal/contracts/network';

/**
 * The pages this remote serves, declared once: its build publishes them as routes.json (the portal
 * host's registry, menu and first paint), its router is made from them (App.tsx), and the pages
 * take their titles from here. Plain data and imports that run only in the browser: Node reads this
 * module for the build (shared/webpack/routesFilePlugin.cjs), and an early read is its contract
 * endpoint's address, so no address is written here.
 */
export const routes = {
  networks: {
    path: '/networks',
    title: 'My networks',
    menu: 'My networks',
    earlyFetch: [networkContract.locations.path],
    leads: { '/networks': 'Our offices and partner agents around the world. Choose a continent to look closer, or search the list for a city, a role or a UN/LOCODE.' },
    views: {
      '/networks': { load: () => import(/* webpackMode: "eager" */ './features/networks/components/NetworksPage').then((m) => m.NetworksPage) },
    },
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    menu: 'Contact Us',
    earlyFetch: [networkContract.offices.path],
    leads: { '/contact': 'Questions about a shipment, a quote or your account reach the team that handles them. Our offices, with their addresses and numbers, are listed below the form.' },
    views: {
      // Contact Us brings formik, yup and the message rules, which /networks does not run
      // (their start-up was a long task on a phone): a chunk of its own, hinted with the HTML of /contact.
      '/contact': {
        chunk: 'contact',
        loading: 'loading.contact',
        load: () => import(/* webpackChunkName: "contact" */ './features/contact/components/ContactPage').then((m) => m.ContactPage),
      },
    },
  },
} as const satisfies Record<string, DeclaredRoute>;
