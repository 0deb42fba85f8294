/**
 * Personal access tokens and webhook endpoints: the User Profile's form and
 * POST /api/portal/accessTokens check the same schema. Pure TS and yup.
 */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { NOTIFICATION_TYPES } from './notifications';

const TOKEN_ACCESS = ['read', 'write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESS)[number];

/** Days a token may live: a token without an end is a liability nobody remembers. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
const TOKEN_NAME_MAX = 80;
/** Tokens a user may hold at once (revoked and expired ones do not count). */
export const TOKENS_PER_USER = 20;
/** What a token starts with: recognisable in a leak scan, and in the Authorization header. */
export const TOKEN_PREFIX = 'mfp_';

export const ACCESS_TOKEN_MESSAGES = {
  nameRequired: 'Please name the token (what will use it).',
  nameTooLong: `The name may be at most ${TOKEN_NAME_MAX} characters.`,
  expiryInvalid: `The token must expire after ${TOKEN_EXPIRY_DAYS.join(', ')} days.`,
  organisationsRequired: 'Choose at least one organisation or group.',
  organisationNotYours: 'One of the organisations is not one you may select.',
  accessInvalid: 'Choose read-only or read and write.',
  tooMany: `You have ${TOKENS_PER_USER} active tokens: revoke one first.`,
} as const;

export const accessTokenSchema = object({
  name: string()
    .typeError(ACCESS_TOKEN_MESSAGES.nameRequired)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(ACCESS_TOKEN_MESSAGES.nameRequired)
    .max(TOKEN_NAME_MAX, ACCESS_TOKEN_MESSAGES.nameTooLong),
  expiresInDays: number()
    .typeError(ACCESS_TOKEN_MESSAGES.expiryInvalid)
    .required(ACCESS_TOKEN_MESSAGES.expiryInvalid)
    .oneOf([...TOKEN_EXPIRY_DAYS], ACCESS_TOKEN_MESSAGES.expiryInvalid),
  organisations: array(string().required().max(20))
    .typeError(ACCESS_TOKEN_MESSAGES.organisationsRequired)
    .required(ACCESS_TOKEN_MESSAGES.organisationsRequired)
    .min(1, ACCESS_TOKEN_MESSAGES.organisationsRequired)
    .max(200, ACCESS_TOKEN_MESSAGES.organisationsRequired),
  access: mixed<TokenAccess>().required(ACCESS_TOKEN_MESSAGES.accessInvalid).oneOf(TOKEN_ACCESS, ACCESS_TOKEN_MESSAGES.accessInvalid),
  revokeOnPasswordChange: boolean().typeError('Choose yes or no.').default(true),
});
export type AccessTokenInput = InferType<typeof accessTokenSchema>;

// ---- Webhooks ----

const WEBHOOK_URL_MAX = 500;
/** The event a test delivery carries (POST /api/webhooks/:id/test). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** What an endpoint may subscribe to: the notification types and the test event. */
export const WEBHOOK_EVENT_TYPES = [...NOTIFICATION_TYPES, WEBHOOK_TEST_EVENT] as const;
export const WEBHOOK_MESSAGES = {
  urlInvalid: 'The endpoint must be an https:// address.',
  eventsRequired: 'Choose at least one event type.',
  eventUnknown: 'One of the event types is unknown.',
  blocked: 'The endpoint resolves to a private or loopback address, which webhooks never reach.',
} as const;

export const webhookEndpointSchema = object({
  url: string().typeError(WEBHOOK_MESSAGES.urlInvalid).trim().required(WEBHOOK_MESSAGES.urlInvalid).max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlInvalid),
  eventTypes: array(string().required().max(40))
    .typeError(WEBHOOK_MESSAGES.eventsRequired)
    .required(WEBHOOK_MESSAGES.eventsRequired)
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(50, WEBHOOK_MESSAGES.eventsRequired),
  description: string().typeError('The description must be text.').trim().max(200, 'The description may be at most 200 characters.').default(''),
  /** Defaults to the token's organisations (or the portal's current selection). */
  organisations: array(string().required().max(20)).typeError(ACCESS_TOKEN_MESSAGES.organisationsRequired).min(1, ACCESS_TOKEN_MESSAGES.organisationsRequired).max(200).optional(),
});
