import { expect, it } from 'vitest';
import { endpointPath } from '../../schemas/endpoint';
import { ENDPOINTS } from '../../schemas/endpoint-table';
import { API_VERSION } from '../../schemas/spec-constants';
import { BROWSER_ID_PATH } from './browser-id';

// A browser sends its id cookie only under the cookie's path: a sign-in outside it would never end the token
// before it, and a QR code's calls would never find their browser.
it('is sent to every sign-in and to the QR code calls', () => {
  const endpoints = [
    ENDPOINTS.restToken,
    ENDPOINTS.directoryLogin,
    ENDPOINTS.smsLogin,
    ENDPOINTS.register,
    ENDPOINTS.qrLoginInit,
    ENDPOINTS.qrLoginMobileInit,
    ENDPOINTS.qrLoginStatus,
    ENDPOINTS.qrLoginSuccess,
  ];
  for (const endpoint of endpoints) {
    expect(`/api/${endpointPath(endpoint, API_VERSION)}`).toMatch(new RegExp(`^${BROWSER_ID_PATH}`));
  }
});
