/**
 * The fields a plugin source requires before it makes the person's account, which the plugin left out (issue
 * 15; SPEC 2 `/adapterUserInfo?traceId`, 3 Dynamic form schema, 4 needComplementField): the form of the fields
 * still missing, checked as typed and by the server (a value that breaks its rule or is another account's is
 * said at its field, and the trace keeps waiting), then the account is made and signed in, or the trace check's
 * auto-create refusal is shown. A trace this tab does not wait for says so and the login comes back by itself
 * after 3 s, or at once by its button.
 * Route: `/adapterUserInfo?traceId`, every state.
 */
import { assign, setup } from 'xstate';
import type {
  ComplementForm,
  ComplementFormQuery,
  ComplementRequest,
  TraceCheck,
} from '../../schemas/plugin-login.schema';
import { COMPLEMENT_REFUSALS } from '../../schemas/plugin-login.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { apiFailureOf } from '../../schemas/api-failure';
import { notProvided } from '../shared/not-provided';
import { type ValueError, sentValues, valueErrors } from './complement-values';
import type { PluginComplementOutput } from './plugin-login.schema';
import { type TraceOutcome, traceOutcome } from './trace-outcome';

export type PluginComplementInput = { traceId: string | null; enterpriseId: string };
export type PluginComplementEvent =
  | { type: 'complement.submit'; values: Record<string, string> }
  | { type: 'complement.edit'; key: string }
  | { type: 'complement.retry' }
  | { type: 'complement.back' };

/** What the server refused of a value: its field's error, shown there. */
type ServerValueError = 'phoneExists' | 'emailExists';
export type FieldError = ValueError | ServerValueError;
/** Why the page cannot go on: no connection, or anything else. */
type Problem = 'network' | 'unexpected';

type Context = PluginComplementInput & {
  form: ComplementForm | null;
  values: Record<string, string>;
  errors: Record<string, FieldError>;
  outcome: TraceOutcome | null;
  problem: Problem | null;
};

const SERVER_FIELD_ERRORS: Record<string, { key: string; error: FieldError }> = {
  [COMPLEMENT_REFUSALS.phoneInvalid]: { key: 'phone', error: 'phoneInvalid' },
  [COMPLEMENT_REFUSALS.emailInvalid]: { key: 'email', error: 'emailInvalid' },
  [COMPLEMENT_REFUSALS.phoneExists]: { key: 'phone', error: 'phoneExists' },
  [COMPLEMENT_REFUSALS.emailExists]: { key: 'email', error: 'emailExists' },
};
const refusalOf = (error: unknown) => {
  const failure = apiFailureOf(error);
  return failure?.kind === 'response' ? (failure.message ?? null) : null;
};
const problemOf = (error: unknown): Problem =>
  apiFailureOf(error)?.kind === 'network' ? 'network' : 'unexpected';
const fieldsOf = (context: Context) => context.form?.form.formData ?? [];

export const pluginComplementMachine = setup({
  types: {
    input: {} as PluginComplementInput,
    context: {} as Context,
    events: {} as PluginComplementEvent,
    output: {} as PluginComplementOutput,
  },
  actors: {
    complementForm: notProvided<ComplementForm, ComplementFormQuery>('complementForm'),
    complete: notProvided<TraceCheck, ComplementRequest>('complete'),
  },
  guards: {
    noTrace: ({ context }) => !context.traceId,
    traceGone: (_, { error }: { error: unknown }) => refusalOf(error) === COMPLEMENT_REFUSALS.traceNotFound,
    valueRefused: (_, { error }: { error: unknown }) => (refusalOf(error) ?? '') in SERVER_FIELD_ERRORS,
    valuesWrong: ({ context }, { values }: { values: Record<string, string> }) =>
      Object.keys(valueErrors(fieldsOf(context), values)).length > 0,
    signedIn: (_, { check }: { check: TraceCheck }) => traceOutcome(check).kind === 'token',
  },
  delays: { afterBinding: DELAYS.afterBinding },
}).createMachine({
  id: 'pluginComplement',
  context: ({ input }) => ({ ...input, form: null, values: {}, errors: {}, outcome: null, problem: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'noTrace', target: 'invalid' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'complementForm',
        src: 'complementForm',
        input: ({ context }) => ({ traceId: context.traceId ?? '', _enterprise_id: context.enterpriseId }),
        onDone: { target: 'editing', actions: assign({ form: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'traceGone', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
          },
          { target: 'failed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
        ],
      },
    },
    editing: {
      on: {
        'complement.submit': [
          {
            guard: { type: 'valuesWrong', params: ({ event }) => ({ values: event.values }) },
            actions: assign({
              values: ({ event }) => event.values,
              errors: ({ context, event }) => valueErrors(fieldsOf(context), event.values),
            }),
          },
          {
            target: 'submitting',
            actions: assign({ values: ({ event }) => event.values, errors: {}, problem: null }),
          },
        ],
        'complement.edit': {
          actions: assign({
            errors: ({ context, event }) =>
              Object.fromEntries(Object.entries(context.errors).filter(([key]) => key !== event.key)),
            problem: null,
          }),
        },
        'complement.back': 'done',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'complete',
        src: 'complete',
        input: ({ context }) => ({
          traceId: context.traceId ?? '',
          values: sentValues(fieldsOf(context), context.values),
          _enterprise_id: context.enterpriseId,
        }),
        onDone: [
          {
            guard: { type: 'signedIn', params: ({ event }) => ({ check: event.output }) },
            target: 'done',
            actions: assign({ outcome: ({ event }) => traceOutcome(event.output) }),
          },
          { target: 'refused', actions: assign({ outcome: ({ event }) => traceOutcome(event.output) }) },
        ],
        onError: [
          {
            guard: { type: 'traceGone', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
          },
          {
            guard: { type: 'valueRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({
              errors: ({ event }) => {
                const refused = SERVER_FIELD_ERRORS[refusalOf(event.error) ?? ''];
                return refused ? { [refused.key]: refused.error } : {};
              },
            }),
          },
          { target: 'editing', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
        ],
      },
    },
    // The trace check's refusal (an account made meanwhile has the value): the way back alone.
    refused: { on: { 'complement.back': 'done' } },
    // Nothing waits here: the login comes back by itself, or at once by the button.
    invalid: { after: { afterBinding: 'done' }, on: { 'complement.back': 'done' } },
    failed: {
      on: {
        'complement.retry': { target: 'loading', actions: assign({ problem: null }) },
        'complement.back': 'done',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context: { outcome } }): PluginComplementOutput =>
    outcome?.kind === 'token' ? { kind: 'token', accessToken: outcome.accessToken } : { kind: 'back' },
});
