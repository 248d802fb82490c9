import type * as z from 'zod/mini';
import type { ENDPOINTS } from './endpoint-table';

/**
 * The boot answers a server may put into the login page it sends, so the page can show the form without
 * waiting for its start-up calls (SPEC sections 2 and 7): a JSON data block
 * `<script id="idaas-boot" type="application/json">` holding, per boot call of the endpoint table, the body
 * the API answers the call the page makes at start-up (the tenant calls without `enterpriseId`: the
 * instance's default tenant). Only answers that are public and the same for every visitor belong here, never
 * anything of a session or a user, never a captcha. The page parses each with its call's own response schema
 * and makes the call for any answer that is missing, malformed or a refusal, so a back end that sends no
 * block works as before.
 */
export const BOOT_ANSWERS_ELEMENT_ID = 'idaas-boot';

export const BOOT_ANSWER_CALLS = [
  'preFrontendLogin',
  'enterprise',
  'idpInfo',
  'systemSetting',
  'sm2Key',
  'loadAuths',
  'loginPageTemplate',
  'dingTalkOidcPlugins',
] as const satisfies readonly (keyof typeof ENDPOINTS)[];
export type BootAnswerCall = (typeof BOOT_ANSWER_CALLS)[number];

/** What the block holds: each answer a success envelope of its call, as its response schema reads it. */
export type BootAnswers = { [K in BootAnswerCall]?: z.input<(typeof ENDPOINTS)[K]['response']> };

/**
 * The block's text: JSON with every `<` written `\u003c`, so no value (a tenant's title, say) can close the
 * element or open a comment inside it. JSON.parse reads the escape back as `<`.
 */
export const bootAnswersJson = (answers: BootAnswers): string =>
  JSON.stringify(answers).replaceAll('<', '\\u003c');
