/** The embedded QR login machine's types and named effects; its states are in embedded-qr.machine.ts. */
import { assign, setup } from 'xstate';
import type { LoginContext } from '../../schemas/login-context.schema';
import {
  THIRD_PARTY_REFUSALS,
  THIRD_PARTY_STATE_SECONDS,
  type ThirdPartyStart,
} from '../../schemas/third-party-login.schema';
import { type EmbeddedKind, isEmbeddedKind, thirdPartyKindOf } from '../../schemas/third-party-sources';
import type { LoginTypeInput, LoginTypeOutput } from '../shared/login-type';
import { notProvided, notProvidedListener } from '../shared/not-provided';
import { type PanelVisibilityEvent, panelVisibility } from '../shared/panel-visibility';
import type { StartQuery } from '../shared/start-query';
import { type ThirdPartyProblem, thirdPartyProblem } from '../shared/third-party-problem';

/** What the framed page is asked with; src/ checks the answer frames the provider and returns here. */
export type EmbeddedStartInput = StartQuery<EmbeddedKind>;
/** What the provider's answer is listened for with: the framed page's URL (its origin alone may answer). */
export type ProviderAnswerInput = { kind: EmbeddedKind; frameUrl: string };

export type EmbeddedQrEvent =
  | { type: 'qr.refresh' }
  | { type: 'frame.loaded' }
  // The login type's tab left or chosen again.
  | PanelVisibilityEvent
  // Sent by the providerAnswer actor: DingTalk's frame answered with the receiver's address, checked by src/,
  // or said the person declined or the sign-in failed there.
  | { type: 'provider.answered'; url: string }
  | { type: 'provider.declined' };

type EmbeddedQrContext = LoginTypeInput & {
  kind: EmbeddedKind;
  frameUrl: string | null;
  panelHidden: boolean;
  problem: ThirdPartyProblem | null;
};

/** The state the framed page carries lives THIRD_PARTY_STATE_SECONDS; a fresh one is asked this much sooner. */
export const REFRESH_MARGIN_SECONDS = 30;
/**
 * A framed page not loaded by then is taken for unreachable: the frame alone would stay empty, or show the
 * browser's own error, with nothing saying what to do.
 */
export const FRAME_LOAD_SECONDS = 20;

export const embeddedKindOf = (enterpriseAuthId: string): EmbeddedKind => {
  const kind = thirdPartyKindOf(enterpriseAuthId);
  // login-types.ts runs this machine for the embedded kinds' adapters only.
  if (!kind || !isEmbeddedKind(kind)) throw new Error(`${enterpriseAuthId} is no embedded QR source`);
  return kind;
};

export const embeddedQrSetup = setup({
  types: {
    input: {} as LoginTypeInput,
    context: {} as EmbeddedQrContext,
    events: {} as EmbeddedQrEvent,
    output: {} as LoginTypeOutput,
  },
  actors: {
    startEmbedded: notProvided<ThirdPartyStart, EmbeddedStartInput>('startEmbedded'),
    providerAnswer: notProvidedListener<ProviderAnswerInput>('providerAnswer'),
  },
  actions: {
    // The login under way (a provider's application…) must be found by the callback page the top window opens.
    keepLoginContext: (_, _params: { loginContext: LoginContext }) => {},
    goToCallback: (_, _params: { url: string }) => {},
    keepProblem: assign((_, { error }: { error: unknown }) => ({ problem: thirdPartyProblem(error) })),
    keepUnreachable: assign({ problem: THIRD_PARTY_REFUSALS.providerUnavailable }),
  },
  guards: {
    isPanelShown: ({ context }) => !context.panelHidden,
  },
  delays: {
    refreshAt: (THIRD_PARTY_STATE_SECONDS - REFRESH_MARGIN_SECONDS) * 1000,
    frameLoad: FRAME_LOAD_SECONDS * 1000,
  },
});

/** The tab's showing or not, followed in `panelHidden`. */
export const embeddedPanelVisibility = panelVisibility<EmbeddedQrContext, EmbeddedQrEvent>();
