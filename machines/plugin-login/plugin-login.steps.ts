/**
 * The steps of plugin-login.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { PLUGIN_LOGIN_TYPE } from '../../schemas/plugin-sources';
import { PluginCallbackOutput, PluginComplementOutput } from './plugin-login.schema';
import { defineSteps, type FlowContext } from '../shared/flow-entry';
import { signInStep, step, stepForGrant } from '../shared/flow-steps';
import { tenantIds } from '../shared/tenant-ids';
import { PLUGIN_LOGIN_FLOWS } from './plugin-login.entry';

/** Signed in through a plugin source: post-login, the session's type the plugins' one. */
const signedIn = (accessToken: string) =>
  stepForGrant({ kind: 'token', accessToken, authType: PLUGIN_LOGIN_TYPE });
/** A page that ends signed in, or back at the login. */
const signedInOrBack = (output: PluginComplementOutput, context: FlowContext) =>
  output.kind === 'token' ? signedIn(output.accessToken) : signInStep(context.loginContext);

export const PLUGIN_LOGIN_STEPS = {
  pluginCallback: defineSteps(PLUGIN_LOGIN_FLOWS.pluginCallback)({
    output: PluginCallbackOutput,
    input: (context, params) => ({
      traceId: params.traceId ?? null,
      authCode: params.authCode ?? null,
      enterpriseId: tenantIds(context).enterpriseId,
    }),
    next: (output, context) => {
      switch (output.kind) {
        case 'token':
          return signedIn(output.accessToken);
        case 'bind':
          return step({ to: 'pluginBind', params: { traceId: output.traceId } });
        case 'complement':
          return step({ to: 'pluginComplement', params: { traceId: output.traceId } });
        // A chain's step: the chain's page takes its answer, the tab's entry its code.
        case 'composite':
          return stepForGrant({ kind: 'chainStep', handover: output.handover });
        case 'back':
          return signInStep(context.loginContext);
      }
    },
  }),
  pluginComplement: defineSteps(PLUGIN_LOGIN_FLOWS.pluginComplement)({
    output: PluginComplementOutput,
    input: (context, params) => ({
      traceId: params.traceId ?? null,
      enterpriseId: tenantIds(context).enterpriseId,
    }),
    next: signedInOrBack,
  }),
};
