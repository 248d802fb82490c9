/**
 * Plugin login sources (SPEC section 7, Plugin calls), a group of the endpoint table of its own: its code
 * downloads when a plugin source's button or the plugin's callback page first needs it. Every call is of the
 * plugin login type, which the free edition does not offer.
 */
import { endpoint } from './endpoint';
import {
  ComplementFormQuery,
  ComplementFormResponse,
  ComplementRequest,
  PLUGIN_LOGIN_TYPE,
  TraceCheckRequest,
  TraceCheckResponse,
  TraceStartRequest,
  TraceStartResponse,
} from './plugin-login.schema';

export const PLUGIN_LOGIN_ENDPOINTS = {
  pluginTraceStart: endpoint({
    method: 'POST',
    access: 'public',
    loginType: PLUGIN_LOGIN_TYPE,
    path: 'authenticate/plugin/generate_trace_id',
    body: TraceStartRequest,
    response: TraceStartResponse,
  }),
  pluginTraceCheck: endpoint({
    method: 'POST',
    access: 'public',
    loginType: PLUGIN_LOGIN_TYPE,
    path: 'validate_trace_id',
    body: TraceCheckRequest,
    response: TraceCheckResponse,
  }),
  pluginComplementForm: endpoint({
    method: 'GET',
    access: 'public',
    loginType: PLUGIN_LOGIN_TYPE,
    path: 'authenticate/plugin/complement_form',
    query: ComplementFormQuery,
    response: ComplementFormResponse,
  }),
  pluginComplement: endpoint({
    method: 'POST',
    access: 'public',
    loginType: PLUGIN_LOGIN_TYPE,
    path: 'authenticate/plugin/complement',
    body: ComplementRequest,
    response: TraceCheckResponse,
  }),
} as const;
