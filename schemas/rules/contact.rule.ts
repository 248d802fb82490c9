/**
 * Phone numbers and e-mail addresses as SPEC section 5 checks them, one rule for the forms that check them as
 * they are typed and the server that refuses them. A number carries its region (default 86): the mainland
 * pattern for 86, digits for any other region.
 */
import { DEFAULT_PHONE_REGION } from '../spec-constants';

/** SPEC 5: 13x, 15x, 166, 17x, 18x, 19x, 14[56789], then 8 digits. */
export const MAINLAND_MOBILE_PATTERN = /^1(?:3\d|5\d|66|7\d|8\d|9\d|4[5-9])\d{8}$/;

/** A number of another region: digits only, as long as E.164 allows with its country code. */
export const REGIONAL_NUMBER_PATTERN = /^\d{4,14}$/;

/** A calling code without its plus: 1 to 4 digits. */
export const PHONE_REGION_PATTERN = /^\d{1,4}$/;

/** SPEC 5's e-mail pattern: a local part, an @, and a domain with at least one dot. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const isPhoneNumber = (phoneNumber: string, region: string = DEFAULT_PHONE_REGION): boolean =>
  region === DEFAULT_PHONE_REGION
    ? MAINLAND_MOBILE_PATTERN.test(phoneNumber)
    : PHONE_REGION_PATTERN.test(region) && REGIONAL_NUMBER_PATTERN.test(phoneNumber);

export const isEmail = (email: string): boolean => email.length <= 255 && EMAIL_PATTERN.test(email);

/**
 * A number as accounts keep it: a mainland number as its 11 digits (what the SMS gateway dials, as every
 * account had it before regions), any other with its region in E.164 form (`+85291234567`), so the same
 * digits in two regions are two numbers.
 */
export const storedPhoneNumber = (phoneNumber: string, region: string = DEFAULT_PHONE_REGION): string =>
  region === DEFAULT_PHONE_REGION ? phoneNumber : `+${region}${phoneNumber}`;
