/**
 * When the password form needs the picture captcha (SPEC section 5), one rule for the server that demands it
 * and the page that shows it: the tenant always asks for it, or the name has a failed sign-in on record.
 * The page learns the second half by asking captcha_show with the name typed, and from the answers below.
 */
import type { RestTokenErrorCase } from '../password-login.schema';

export type CaptchaFacts = { captchaAlways: boolean; failuresOnRecord: number };

export const captchaRequired = ({ captchaAlways, failuresOnRecord }: CaptchaFacts): boolean =>
  captchaAlways || failuresOnRecord > 0;

/**
 * rest_token answers after which the name has a failure on record (or already needed a captcha), so the next
 * try must carry one: the form shows it at once instead of being refused for a captcha it never showed.
 */
export const CAPTCHA_AFTER: ReadonlySet<RestTokenErrorCase> = new Set([
  'invalid_password',
  'will_lock',
  'invalid_captcha',
  // A directory's name it does not have is counted like a wrong password.
  'user_not_found',
]);
