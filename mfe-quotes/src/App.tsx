import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoadingState, routeHome, type RemoteProps } from '@portal/kit';
import { QuotesPage } from './features/quote-list/components/QuotesPage';
import { SandboxPage } from './features/quote-list/components/SandboxPage';
import { MyBookings } from './features/booking/components/MyBookings';
import { QuoteRequestIntro } from './features/quote-form/components/QuoteRequestIntro';
import { routes } from './routes';
import './quotes.css';

// The request form brings formik, yup and the quote rules: the lists do not run them (issue 21,
// yup's start-up was one of /quotes' long tasks on a phone). Opened on /quotes/create, the chunk
// is asked for as this module runs, alongside the rest of the first screen.
const loadQuoteRequestPage = () => import(/* webpackChunkName: "quote-form" */ './features/quote-form/components/QuoteRequestPage');
if (window.location.pathname.startsWith('/quotes/create')) void loadQuoteRequestPage();
const QuoteRequestPage = lazy(() => loadQuoteRequestPage().then((m) => ({ default: m.QuoteRequestPage })));
// The booking form brings yup and the booking rules too: a chunk of its own.
const BookingPage = lazy(() => import(/* webpackChunkName: "booking-form" */ './features/booking/components/BookingPage').then((m) => ({ default: m.BookingPage })));

export function App(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={routeHome(routes.quotes)}
          element={
            <>
              <QuotesPage />
              <MyBookings />
            </>
          }
        />
        <Route
          path="/quotes/create"
          element={
            <>
              <QuoteRequestIntro />
              <Suspense fallback={<LoadingState label="Loading the quote form…" />}>
                <QuoteRequestPage />
              </Suspense>
            </>
          }
        />
        <Route
          path="/quotes/:quoteNr/book"
          element={
            <Suspense fallback={<LoadingState label="Loading the booking form…" />}>
              <BookingPage />
            </Suspense>
          }
        />
        <Route path="/quotes/*" element={<Navigate to="/quotes" replace />} />
        <Route path={routes.sandbox.path} element={<SandboxPage />} />
        {/* The shell's paths (/portal) and other remotes': this router sees them for the moment before the shell unmounts it. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
