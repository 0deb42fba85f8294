import type { MessageCatalogue } from '../i18n/translateMessage';

/**
 * The shared rules' messages of one language for the browser (see ruleMessages.ts): one chunk per
 * language, only the shown one fetched. A language without a file keeps the rules' English.
 */
export const loadRuleMessages = (language: string): Promise<MessageCatalogue> =>
  import(/* webpackChunkName: "messages-rules-[request]" */ `./messages/${language}.json`).then(
    (module: { default: MessageCatalogue }) => module.default,
    () => ({}),
  );
