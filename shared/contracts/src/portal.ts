import { Array as List, Boolean as Bool, Integer, Null, Object as Obj, String as Str, Union, Unsafe, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import { MAX_FIELD_TEXT } from './formBody';
import { oneOf, strict } from './schemas';

/**
 * The portal slice's contract: who is signed in (profile, settings, permissions, licences,
 * impersonation), the organisations and groups they may select, and the selection itself. The
 * profile's schema is also the sign-in's answer (contracts/auth.ts) and another user's profile
 * (contracts/profile.ts).
 */
const TAG = 'Portal (internal)';

export const userProfileSchema = Obj(
  {
    id: Integer(),
    email: Str(),
    role: oneOf(['admin', 'customer']),
    person: Obj({ name: Str(), appellative: Str() }, strict),
    avatar: Union([Obj({ id: Integer(), url: Str() }, strict), Null()]),
  },
  strict,
);

/**
 * `language` is the one the portal shows: the account's when `languageChosen`, until then the one
 * the request's Accept-Language asks for (the browser's, on a first visit).
 */
const userSettingSchema = Obj({ language: Str(), languageChosen: Bool(), dateFormat: Str(), defaultCustomer: Union([Str(), Null()]) }, strict);
const licencesSchema = Obj({ tracker: Bool(), kpi: Bool() }, strict);
const impersonationSchema = Obj({ impersonator: Obj({ id: Integer(), email: Str(), name: Str() }, strict) }, strict);
export const customerOptionSchema = Obj({ label: Str(), value: Str() }, strict);

/**
 * The selection's body: text (or null) of any length here, so that the API's own rule (required,
 * at most 20 characters, modules/portal) answers with its messages. No yup in this file: the
 * session kit, on every page, loads it.
 */
/** A language tag; the API refuses one it has no messages for (422 on `language`). */
const languageBody = Unsafe<{ language?: string | null }>({ properties: { language: { type: ['string', 'null'], maxLength: 20 } } });

const selectCustomerBody = Unsafe<{ customer?: string | null }>({ properties: { customer: { type: ['string', 'null'], maxLength: MAX_FIELD_TEXT } } });

export const portalContract = defineContract({
  userProfile: {
    method: 'GET',
    path: '/api/portal/userProfile',
    permission: 'portal.userProfile',
    summary: 'The signed-in user, settings, permissions and licences',
    tag: TAG,
    response: Obj(
      {
        profile: userProfileSchema,
        userSetting: userSettingSchema,
        permissions: List(Str()),
        licences: licencesSchema,
        impersonation: Union([impersonationSchema, Null()]),
      },
      strict,
    ),
  },
  customerOptions: {
    method: 'GET',
    path: '/api/portal/customerOptions',
    permission: 'portal.customer',
    summary: 'The organisations and groups the user may select',
    tag: TAG,
    response: Obj({ options: List(customerOptionSchema), selected: Union([Str(), Null()]) }, strict),
  },
  /** Keeps the language on the account (it follows the person to another device) and in the host's language cookie. */
  setLanguage: {
    method: 'PUT',
    path: '/api/portal/language',
    permission: 'portal.userProfile',
    summary: "Choose the portal's language",
    tag: TAG,
    body: languageBody,
    response: Obj({ language: Str() }, strict),
  },
  /** The selection is the session's: every later read is scoped to it. Unknown and not-yours are the same 403. */
  selectCustomer: {
    method: 'POST',
    path: '/api/portal/customer',
    permission: 'portal.customer',
    summary: 'Select the organisation or group the portal shows',
    tag: TAG,
    body: selectCustomerBody,
    response: Obj({ customer: Str() }, strict),
  },
});

export type UserProfile = Static<typeof userProfileSchema>;
export type UserSetting = Static<typeof userSettingSchema>;
export type Licences = Static<typeof licencesSchema>;
export type ImpersonationInfo = Static<typeof impersonationSchema>;
export type UserProfileResponse = Static<typeof portalContract.userProfile.response>;
export type CustomerOption = Static<typeof customerOptionSchema>;
export type CustomerOptionsResponse = Static<typeof portalContract.customerOptions.response>;
