import type { KyInstance } from 'ky';
import {
  AdapterListResponse,
  EnterpriseResponse,
  IdpInfoResponse,
  LoginPageTemplateResponse,
  PreFrontendLoginResponse,
  Sm2KeyResponse,
  SystemSettingResponse,
} from '../../schemas/boot.schema';
import { request } from './request';

const PUBLIC = 'public/bff/v1.2';

/** The boot calls of SPEC section 7, each returning the envelope's parsed `data`. */
export function bootApi(http: KyInstance) {
  return {
    preFrontendLogin: (signal: AbortSignal) =>
      request(http, `${PUBLIC}/pre_frontend_login`, PreFrontendLoginResponse, {
        access: 'public',
        signal,
      }).then((r) => r.data),
    enterprise: (signal: AbortSignal) =>
      request(http, `${PUBLIC}/enterprise`, EnterpriseResponse, { access: 'public', signal }).then(
        (r) => r.data,
      ),
    idpInfo: (signal: AbortSignal) =>
      request(http, `${PUBLIC}/idp4_info`, IdpInfoResponse, { access: 'public', signal }).then((r) => r.data),
    systemSetting: (signal: AbortSignal) =>
      request(http, `${PUBLIC}/system_setting/show`, SystemSettingResponse, {
        access: 'public',
        signal,
      }).then((r) => r.data),
    sm2Key: (signal: AbortSignal) =>
      request(http, `${PUBLIC}/sm2_key`, Sm2KeyResponse, { access: 'public', method: 'post', signal }).then(
        (r) => r.data,
      ),
    loadAuths: (enterpriseId: string, signal: AbortSignal) =>
      request(http, `${PUBLIC}/load_auths`, AdapterListResponse, {
        access: 'public',
        searchParams: { enterpriseId },
        signal,
      }).then((r) => r.data),
    loginPageTemplate: (enterpriseId: string, signal: AbortSignal) =>
      request(http, `${PUBLIC}/login_page_template`, LoginPageTemplateResponse, {
        access: 'public',
        searchParams: { enterpriseId },
        signal,
      }).then((r) => r.data.customConfig ?? null),
  };
}

export type BootApi = ReturnType<typeof bootApi>;
