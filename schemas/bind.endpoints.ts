/**
 * The binding pages' calls (issue 44, one bind flow; SPEC section 7): a third-party account's binding query,
 * its sign-in and its registration that link (authenticate/{adapter}/login_binding, register/wechat), and a
 * plugin's person's (bind_user, register/adapter/binding). A group of the endpoint table of its own: its code
 * downloads with a binding page.
 */
import { SOURCE_IN_PATH, endpoint } from './endpoint';
import { RestTokenAnswer } from './password-login.schema';
import { PLUGIN_LOGIN_TYPE, PluginBindRequest, PluginRegisterRequest } from './plugin-login.schema';
import { RegisteredResponse } from './register.schema';
import {
  BindingAnswerResponse,
  BindingQuery,
  LoginBindingRequest,
  RegisterBindingRequest,
  ThirdPartyParams,
} from './third-party-login.schema';

export const BIND_ENDPOINTS = {
  thirdPartyBinding: endpoint({
    method: 'GET',
    access: 'public',
    loginType: SOURCE_IN_PATH,
    path: 'authenticate/{adapter}/login_binding',
    params: ThirdPartyParams,
    query: BindingQuery,
    response: BindingAnswerResponse,
  }),
  thirdPartyBind: endpoint({
    method: 'POST',
    access: 'public',
    loginType: SOURCE_IN_PATH,
    path: 'authenticate/{adapter}/login_binding',
    params: ThirdPartyParams,
    body: LoginBindingRequest,
    response: RestTokenAnswer,
  }),
  thirdPartyRegister: endpoint({
    method: 'POST',
    access: 'public',
    path: 'register/wechat',
    body: RegisterBindingRequest,
    response: RegisteredResponse,
  }),
  pluginBind: endpoint({
    method: 'POST',
    access: 'public',
    loginType: PLUGIN_LOGIN_TYPE,
    path: 'bind_user',
    body: PluginBindRequest,
    response: RestTokenAnswer,
  }),
  pluginRegister: endpoint({
    method: 'POST',
    access: 'public',
    loginType: PLUGIN_LOGIN_TYPE,
    path: 'register/adapter/binding',
    body: PluginRegisterRequest,
    response: RegisteredResponse,
  }),
} as const;
