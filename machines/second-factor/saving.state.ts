import type { SaveResult } from '../../schemas/second-factor.schema';
import { chainRefusalOf, compositeRefusalIn } from './chain-refusal';
import { errorOf, secondFactorSetup } from './second-factor.setup';

const answerOf = ({ event }: { event: { output: SaveResult } }) => event.output;

/**
 * `save_result` redeems a method's pass. A plain second factor is then passed. A composite chain's factor step
 * (issue 15) answers SPEC 3's callback result: steps to go (the entry keeps the next one, and the page selects
 * again: the server offers the next step's method), the last one (the chain is over: cleared), or a refusal
 * (cleared too: the server ended the chain and its token).
 */
export const savingState = secondFactorSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'saveResult',
    src: 'saveResult',
    input: ({ context }) => ({ accessToken: context.accessToken, authCode: context.authCode ?? '' }),
    onDone: [
      {
        guard: { type: 'chainRefused', params: answerOf },
        target: '#secondFactor.refused',
        actions: {
          type: 'holdRefusal',
          params: ({ event }) => ({ refusal: chainRefusalOf(event.output.composite?.message) }),
        },
      },
      {
        guard: { type: 'stepPaid', params: answerOf },
        target: '#secondFactor.stepPassed',
        actions: {
          type: 'chainStepPassed',
          params: ({ event }) => ({
            userInfo: event.output.composite?.userInfo ?? null,
            nextAuth: event.output.composite?.nextAuth ?? null,
          }),
        },
      },
      {
        guard: { type: 'chainDone', params: answerOf },
        target: '#secondFactor.passed',
        actions: 'clearChain',
      },
      { target: '#secondFactor.passed' },
    ],
    onError: [
      {
        guard: { type: 'isChainRefusal', params: errorOf },
        target: '#secondFactor.refused',
        actions: {
          type: 'holdRefusal',
          params: ({ event }) => ({ refusal: chainRefusalOf(compositeRefusalIn(event.error)) }),
        },
      },
      { target: '#secondFactor.failed', actions: { type: 'reportError', params: errorOf } },
    ],
  },
});
