import { QR_CONFIRM_PATH } from '../../../schemas/qr-login.schema';

/**
 * What the QR code carries: the server's phone page for this code. It is the API's server (the configured
 * base address, else this page's own), which knows the code; a phone's camera app opens it in its browser.
 * The tenant goes along, as the page's calls name it.
 */
export const qrConfirmUrl = (baseUrl: string, code: string, enterpriseId: string): string => {
  const url = new URL(QR_CONFIRM_PATH, baseUrl || window.location.origin);
  if (enterpriseId) url.searchParams.set('_enterprise_id', enterpriseId);
  url.searchParams.set('code', code);
  return url.href;
};
