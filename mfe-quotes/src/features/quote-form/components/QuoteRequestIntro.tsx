import { routes } from '../../../routes';

/**
 * The request form's opening line. Kept out of the form's lazy chunk (formik, yup, the quote
 * rules): it is drawn with the page, while those scripts still load. The portal host draws the
 * same line (the route's `leads`) in the HTML's first screen, so a phone shows what the page is
 * for at its first paint (it is the page's largest text, the LCP element).
 */
export function QuoteRequestIntro() {
  return <p className="quote-form-intro">{routes.quotes.leads['/quotes/create']}</p>;
}
