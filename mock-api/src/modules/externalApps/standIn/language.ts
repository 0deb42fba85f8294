import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@portal/contracts/i18n/language';
import { API_LANGUAGES, languageOf, translate } from '../../../core/i18n';

/**
 * The stand-ins speak the portal's language: the language cookie the portal set (the same host),
 * else the browser's Accept-Language. Their words are English in the code and translated by the
 * API's messages (src/locales, `messages`), as its errors are.
 */
export function standInWords(request: FastifyRequest): { language: string; t: (english: string) => string } {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  const language = cookie && API_LANGUAGES.includes(cookie) ? cookie : languageOf(request);
  return { language, t: (english) => translate(english, language) };
}
