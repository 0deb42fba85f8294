/**
 * The request form's opening line. Kept out of the form's lazy chunk (formik, yup, the quote
 * rules): it is drawn with the page, while those scripts still load, so a phone shows what the
 * page is for at once (issue 21: it is the page's largest text, the LCP element).
 */
export function QuoteRequestIntro() {
  return (
    <p className="quote-form-intro">
      Tell us what you want to move, and from where to where. Once it is priced, the offer is ready to download under Quotes.
    </p>
  );
}
