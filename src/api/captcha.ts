import { CORE_ENDPOINTS } from '../../schemas/core.endpoints';
import type { Api } from './request';

/**
 * GET captcha: a new picture of the login page's captcha, which the login and the registration send back with
 * their answers. The timestamp keeps a cache from answering with the last picture.
 */
export const drawCaptcha = (api: Api, signal: AbortSignal) =>
  api(CORE_ENDPOINTS.captcha, { query: { timestamp: String(Date.now()) }, signal }).then((r) => r.data);
