import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorsToPayloadFields,
  formToPayload,
  localToday,
  payloadToForm,
  quoteFormSchema,
  SERVER_DEPARTURE_SLACK_DAYS,
  type QuoteFormValues,
} from '@portal/contracts/rules/quoteForm';
import { auditEntry } from '../../core/audit';
import { languageOf, translate } from '../../core/i18n';
import { forbidden, HttpError, unprocessable } from '../../core/errors';
import { inList } from '../../core/scope';
import { validateWith } from '../../core/validate';
import { placeErrors } from './placeChecks';
import { insertQuote } from './quoteQueries';

/**
 * The quote request (contract: quoteRequestsContract.store, .organisations): the payload of spec §3 →
 * { message, redirect, path, quote_nr } (redirect: the spec's route name; path: the portal page
 * it names), and the organisations a quote can be for in the current selection (a group's members).
 *
 * The payload is turned back into form values and checked with the form's own schema
 * (@portal/contracts/rules/quoteForm), so the API refuses exactly what the form refuses; the 422
 * names the payload's fields. The places are also looked up in UN/LOCODE (placeChecks.ts).
 * Whose quote: see the note in quoteForm.ts — with a group selected the request names one member
 * organisation (`customer`) and the group is recorded with it.
 */
interface Organisation {
  id: number;
  code: string;
  name: string;
}

async function organisationsInScope(app: FastifyInstance, request: FastifyRequest): Promise<Organisation[]> {
  const { sql, params } = inList('id', (await request.getScope()).customerIds);
  return app.db.all<Organisation>(`SELECT id, code, name FROM customers WHERE ${sql} ORDER BY name`, params);
}

/**
 * The form values of the request, once the schema (with the server's day of slack on the
 * departure) and the UN/LOCODE checks of its places accept them; else one 422 with both.
 */
async function validate(app: FastifyInstance, body: unknown, isGroup: boolean): Promise<QuoteFormValues> {
  const values = payloadToForm(body);
  let errors: Record<string, string[]> = {};
  try {
    validateWith(quoteFormSchema, values, { isGroup, today: localToday(), departureSlackDays: SERVER_DEPARTURE_SLACK_DAYS });
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 422 && error.errors)) throw error;
    errors = error.errors;
  }
  errors = { ...errors, ...(await placeErrors(app.db, values, errors)) };
  // The schema speaks the form's field names; the API answers in the payload's.
  if (Object.keys(errors).length > 0) throw unprocessable(errorsToPayloadFields(errors));
  return values;
}

export function quoteRequests(app: FastifyInstance) {
  async function organisations(request: FastifyRequest) {
    return { organisations: (await organisationsInScope(app, request)).map((o) => ({ value: o.code, label: `${o.code} – ${o.name}` })) };
  }

  async function store(request: FastifyRequest) {
    const scope = await request.getScope();
    if (scope.customerIds.length === 0 || !scope.code) throw forbidden('Select an organisation first.');
    const values = await validate(app, request.body, scope.isGroup);

    let customerId = scope.customerIds[0];
    let groupId: number | null = null;
    if (scope.isGroup) {
      const chosen = (await organisationsInScope(app, request)).find((o) => o.code === values.customer);
      if (!chosen) throw unprocessable({ customer: ['Choose an organisation of the selected group.'] });
      customerId = chosen.id;
      groupId = (await app.db.get<{ id: number }>('SELECT id FROM customer_groups WHERE code = @code', { code: scope.code }))?.id ?? null;
    }

    const payload = formToPayload({ ...values, customer: '' });
    // The audit line commits with the quote: one flush of the log per request.
    const { quoteNr } = await insertQuote(
      app.db,
      { payload, customerId, customerGroupId: groupId, userId: request.user!.id, email: request.user!.email },
      (quoteNr) => auditEntry(request, 'quotes.store', 'quote', quoteNr, { modality: payload.modality }),
    );
    return {
      message: translate(`Thank you! Your quote request ${quoteNr} has been received; we will send you an offer shortly.`, languageOf(request)),
      redirect: 'quotes.index',
      path: '/quotes',
      quote_nr: quoteNr,
    };
  }

  /** A person sends a few requests an hour; a loop sending hundreds is refused. */
  const storeConfig: FastifyContextConfig = {
    rateLimit:
      app.config.quoteRateLimit > 0
        ? {
            max: app.config.quoteRateLimit,
            timeWindow: 60_000,
            keyGenerator: (request: FastifyRequest) => `quote-store:${request.session?.userId ?? request.ip}`,
          }
        : false,
  };

  return { organisations, store, storeConfig };
}
