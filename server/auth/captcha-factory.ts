import svgCaptcha from 'svg-captcha';

/** Makes one picture captcha: the answer and the SVG showing it. Injected so tests know the answer. */
export type CaptchaFactory = () => { text: string; svg: string };

export const svgCaptchaFactory: CaptchaFactory = () => {
  // Letters that look alike in the distorted font are left out.
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true });
  return { text, svg: data };
};
