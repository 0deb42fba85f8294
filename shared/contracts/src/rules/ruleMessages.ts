import type { MessageCatalogue } from '../i18n/translateMessage';
import nl from './messages/nl.json';

/**
 * The shared rules' messages (quote request, booking) in the other languages, keyed by their
 * English text: `messages/<language>.json`. The API reads every language's at start (here);
 * the browser fetches the active one (loadRuleMessages.ts). A language is added as a file here
 * and a line below.
 */
export const RULE_MESSAGES: Readonly<Record<string, MessageCatalogue>> = { nl };
