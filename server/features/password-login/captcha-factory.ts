import { createRequire } from 'node:module';
import svgCaptcha from 'svg-captcha';

// svg-captcha's callable export draws a given text; its type declarations only list the random `create`.
const drawCaptcha: (text: string, options: object) => string = createRequire(import.meta.url)('svg-captcha');

/** Makes one picture captcha: the answer and the SVG showing it. Injected so tests know the answer. */
export type CaptchaFactory = () => { text: string; svg: string };

export const svgCaptchaFactory: CaptchaFactory = () => {
  // Letters that look alike in the distorted font are left out.
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true });
  return { text, svg: data };
};

/**
 * A real captcha image that always shows `text`: for end-to-end tests and demos (env `CAPTCHA_TEXT`), where a
 * test must be able to type the answer. Never set it in production.
 */
export const fixedTextCaptchaFactory =
  (text: string): CaptchaFactory =>
  () => ({ text, svg: drawCaptcha(text, { noise: 2, color: true }) });
