/** Prints a valid quote request body (the shared form fixture, as the form sends it) for load tools: `npx tsx bench/quotePayload.ts`. */
import { formToPayload, localToday } from '@portal/contracts/rules/quoteForm';
import { validQuoteForm } from '@portal/contracts/rules/quoteForm.fixtures';

const departureDate = localToday(new Date(Date.now() + 10 * 86_400_000));
console.log(JSON.stringify({ ...formToPayload({ ...validQuoteForm('SEA'), departureDate, goodsDescription: 'Bench quote' }), customer: null }));
