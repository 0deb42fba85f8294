import { lazy, Suspense } from 'react';
import { LoadingState } from '@portal/kit';
import { QuoteRequestIntro } from './QuoteRequestIntro';

// The request form brings formik, yup and the quote rules: the lists do not run them
// (yup's start-up was one of /quotes' long tasks on a phone). Opened on /quotes/create, the chunk
// is asked for as this module runs, alongside the rest of the first screen; the host hints it
// (the route's `pages`).
const loadQuoteRequestPage = () => import(/* webpackChunkName: "quote-form" */ './QuoteRequestPage');
if (window.location.pathname.startsWith('/quotes/create')) void loadQuoteRequestPage();
const QuoteRequestPage = lazy(() => loadQuoteRequestPage().then((m) => ({ default: m.QuoteRequestPage })));

/** /quotes/create: the opening line at once (the host's first paint drew it too), the form once its chunk is there. */
export function QuoteRequestRoute() {
  return (
    <>
      <QuoteRequestIntro />
      <Suspense fallback={<LoadingState label="Loading the quote form…" />}>
        <QuoteRequestPage />
      </Suspense>
    </>
  );
}
