import type { DeclaredRoute } from '@portal/ui/DeclaredRouter';

/**
 * The pages this remote serves, declared once: published by its build, drawn by its router
 * (App.tsx), titled from here (see mfe-network/src/routes.ts).
 */
export const routes = {
  quotes: {
    path: '/quotes/*',
    title: 'Quotes',
    menu: 'Quotes',
    // The request form's own chunk, which its page loads (QuoteRequestRoute): hinted with the HTML of /quotes/create.
    pages: { '/quotes/create': 'quote-form' },
    leads: { '/quotes/create': 'Tell us what you want to move, and from where to where. Once it is priced, the offer is ready to download under Quotes.' },
    views: {
      '/quotes': { load: () => import(/* webpackMode: "eager" */ './QuotesHomeRoute').then((m) => m.QuotesHomeRoute) },
      '/quotes/create': { load: () => import(/* webpackMode: "eager" */ './features/quote-form/components/QuoteRequestRoute').then((m) => m.QuoteRequestRoute) },
      // The booking form brings yup and the booking rules: a chunk of its own.
      '/quotes/:quoteNr/book': {
        chunk: 'booking-form',
        loading: 'loading.bookingForm',
        load: () => import(/* webpackChunkName: "booking-form" */ './features/booking/components/BookingPage').then((m) => m.BookingPage),
      },
    },
  },
  sandbox: {
    path: '/sandbox',
    title: 'My Sandbox',
    views: { '/sandbox': { load: () => import(/* webpackMode: "eager" */ './features/quote-list/components/SandboxPage').then((m) => m.SandboxPage) } },
  },
} as const satisfies Record<string, DeclaredRoute>;
