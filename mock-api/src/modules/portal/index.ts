import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@portal/contracts/i18n/language';
import * as yup from 'yup';
import { fillPath } from '@portal/contracts/endpoint';
import { profileContract } from '@portal/contracts/profile';
import {
  portalContract,
  type ImpersonationInfo,
  type UserProfile,
  type UserProfileResponse,
  type UserSetting,
} from '@portal/contracts/portal';
import { loadUser } from '../../core/auth';
import { registerEndpoint } from '../../core/contract';
import { forbidden, unauthenticated, unprocessable } from '../../core/errors';
import { API_LANGUAGES, languageOf } from '../../core/i18n';
import { permissionsOf } from '../../core/permissions';
import { customerOptions, licencesFor, resolveSelection, scopeFor, scopeLabel } from '../../core/scope';
import { setSelectionHint } from '../../core/session';
import type { AuthUser } from '../../core/types';
import { validateWith } from '../../core/validate';

/**
 * The portal slice (shared/contracts/src/portal.ts): who is signed in, the organisations they may
 * select, and the selection. The password change and the avatar are the profile slice's.
 */

/** Where the profile slice serves avatar images (GET, by avatar id). */
const avatarUrl = (avatar: number): string => fillPath(profileContract.avatar.path, { avatar });

export function profileOf(user: AuthUser): UserProfile {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    person: { name: user.name, appellative: user.appellative },
    avatar: user.avatarId === null ? null : { id: user.avatarId, url: avatarUrl(user.avatarId) },
  };
}

/** The account's language when the person chose one, else the one this request asks for. */
export async function chosenLanguageOf(app: FastifyInstance, userId: number): Promise<string | null> {
  const row = await app.db.get<{ language: string; language_chosen: boolean | number }>('SELECT language, language_chosen FROM user_settings WHERE user_id = @userId', { userId });
  return row?.language_chosen && API_LANGUAGES.includes(row.language) ? row.language : null;
}

async function userSettingOf(app: FastifyInstance, request: FastifyRequest, userId: number): Promise<UserSetting> {
  const row = await app.db.get<{ language: string; language_chosen: boolean | number; date_format: string; default_customer: string | null }>(
    'SELECT language, language_chosen, date_format, default_customer FROM user_settings WHERE user_id = @userId',
    { userId },
  );
  const chosen = Boolean(row?.language_chosen) && API_LANGUAGES.includes(row!.language);
  return {
    language: chosen ? row!.language : languageOf(request),
    languageChosen: chosen,
    dateFormat: row?.date_format ?? 'YYYY-MM-DD',
    defaultCustomer: row?.default_customer ?? null,
  };
}

/** The readable cookie the host's first paint and a signed-out visit read the language from. */
export function setLanguageCookie(reply: FastifyReply, language: string, secureCookies: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'lax', maxAge: 400 * 24 * 3600, secure: secureCookies });
}

async function setLanguage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<{ language: string }> {
  const language = String((request.body as { language?: unknown } | undefined)?.language ?? '').trim().toLowerCase();
  if (!API_LANGUAGES.includes(language)) throw unprocessable({ language: [MESSAGES_LANGUAGE_UNKNOWN] });
  await app.db.run(
    `INSERT INTO user_settings (user_id, language, language_chosen, updated_at) VALUES (@userId, @language, TRUE, @at)
     ON CONFLICT (user_id) DO UPDATE SET language = excluded.language, language_chosen = TRUE, updated_at = excluded.updated_at`,
    { userId: request.user!.id, language, at: new Date().toISOString() },
  );
  setLanguageCookie(reply, language, app.config.secureCookies);
  return { language };
}

const MESSAGES_LANGUAGE_UNKNOWN = 'The portal is not available in this language.';

async function impersonationOf(app: FastifyInstance, request: FastifyRequest): Promise<ImpersonationInfo | null> {
  const impersonatorId = request.session?.impersonatorId;
  if (impersonatorId === undefined) return null;
  const impersonator = await loadUser(app.db, impersonatorId);
  return impersonator ? { impersonator: { id: impersonator.id, email: impersonator.email, name: impersonator.name } } : null;
}

/** The full profile answer; also used by login (before request.user is set). */
export async function userProfileOf(app: FastifyInstance, request: FastifyRequest, userId: number): Promise<UserProfileResponse> {
  const user = await loadUser(app.db, userId);
  if (!user) throw unauthenticated();
  const scope = await scopeFor(app.db, user, request.session?.selection);
  return {
    profile: profileOf(user),
    userSetting: await userSettingOf(app, request, user.id),
    permissions: [...permissionsOf(user.role)],
    licences: await licencesFor(app.db, scope),
    impersonation: await impersonationOf(app, request),
  };
}

/** The selector's rule (the browser only offers what customerOptions lists). */
const selectCustomerSchema = yup.object({
  customer: yup.string().trim().required('Please select an organisation or group.').max(20, 'The customer code is too long.'),
});

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, portalContract.userProfile, async (request) => userProfileOf(app, request, request.user!.id));
  registerEndpoint(app, portalContract.setLanguage, async (request, reply) => setLanguage(app, request, reply));

  // Both answers keep the host's selection hint (core/session.ts) in step with the selection.
  registerEndpoint(app, portalContract.customerOptions, async (request, reply) => {
    const scope = await request.getScope();
    const options = await customerOptions(app.db, request.user!);
    const selected = options.find((o) => o.value === scope.code);
    // A switch stored while this answer was being read wrote its own hint: this older one must
    // not overwrite it (the browser applies whichever answer it gets last). The page drops the
    // answer's selection the same way (shared/kit session.ts).
    if ((await request.session.storedNow())?.selection !== request.session.selection) return { options, selected: scope.code };
    setSelectionHint(request, reply, selected ? { label: selected.label, isGroup: scope.isGroup } : null, app.config.secureCookies);
    return { options, selected: scope.code };
  });

  registerEndpoint(app, portalContract.selectCustomer, async (request, reply) => {
    const { customer } = validateWith(selectCustomerSchema, request.body ?? {});
    // Unknown and not-yours get the same answer.
    const scope = await resolveSelection(app.db, request.user!, customer);
    if (!scope) throw forbidden('You may not select this organisation.');
    request.session.selection = scope.code!;
    setSelectionHint(request, reply, await scopeLabel(app.db, scope), app.config.secureCookies);
    return { customer: scope.code! };
  });
}
