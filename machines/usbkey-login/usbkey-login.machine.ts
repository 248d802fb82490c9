/**
 * USB-key certificate login (SPEC 3 Certificate login, 7 bjcacert/login and the local agents, 8 and 9), a login
 * type of the sign-in flow: its tab on `/login`. The local signing agent lists the certificates on the inserted
 * keys; the user picks one and types its PIN; the server gives its certificate and a single-use random
 * (GET bjcacert/login); the agent checks that certificate and signs the random; the signature, the user's
 * certificate and idToken1–3 sign in (POST bjcacert/login). A certificate out of its dates cannot be chosen to
 * sign; one that ends within 60 days signs in with a warning the form shows beside it.
 */
import { assign, not, setup } from 'xstate';
import type {
  AgentCertificate,
  AgentListResult,
  AgentSignRequest,
  AgentSignResult,
} from '../../schemas/usbkey-agent.schema';
import type {
  UsbKeyChallenge,
  UsbKeyChallengeQuery,
  UsbKeyLoggedIn,
  UsbKeyLoginRequest,
} from '../../schemas/usbkey-login.schema';
import type { LoginTypeInput, LoginTypeOutput } from '../shared/login-type';
import { notProvided } from '../shared/not-provided';
import { agentFailureOf } from './agent-failure';
import { canSignIn, certificateStatus } from './certificate-status';
import { usbKeyLoginRefusal } from './usbkey-login-refusal';
import { agentProblem, isKeyRemoval, serverProblem, type UsbKeyProblem } from './usbkey-problem';
import { tokenGrantOf } from '../shared/grant';
import { present } from '../shared/present';

export type { UsbKeyProblem } from './usbkey-problem';

/** The certificates the agent listed, and when: their dates are judged at that time. */
export type CertificateList = AgentListResult & { listedAt: number };

export type UsbKeyLoginEvent =
  | { type: 'agent.retry' }
  | { type: 'certificate.select'; id: string }
  | { type: 'pin.submit'; pin: string }
  | { type: 'pin.edit' };

type UsbKeyLoginContext = LoginTypeInput & {
  certificates: AgentCertificate[];
  listedAt: number;
  /** The certificate chosen, by `certificateKey`. */
  selected: string | null;
  /** Kept only from the submit to the agent's answer. */
  pin: string | null;
  challenge: UsbKeyChallenge | null;
  signature: AgentSignResult | null;
  problem: UsbKeyProblem | null;
  accessToken: string | null;
};

/** A certificate's key in the list: the key it is on and its id there (idToken1 and idToken2). */
export const certificateKey = (certificate: Pick<AgentCertificate, 'keySerial' | 'certId'>) =>
  `${certificate.keySerial}/${certificate.certId}`;

const selectedOf = (context: UsbKeyLoginContext) =>
  context.certificates.find((c) => certificateKey(c) === context.selected) ?? null;

const signable = (certificate: AgentCertificate, now: number) =>
  canSignIn(certificateStatus(certificate, now));

/** The first certificate that can sign in, else the first: the form says why it cannot. */
const firstChoice = ({ certificates, listedAt }: CertificateList): string | null => {
  const choice = certificates.find((c) => signable(c, listedAt)) ?? certificates[0];
  return choice ? certificateKey(choice) : null;
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const usbKeyLoginMachine = setup({
  types: {
    input: {} as LoginTypeInput,
    context: {} as UsbKeyLoginContext,
    events: {} as UsbKeyLoginEvent,
    output: {} as LoginTypeOutput,
  },
  actors: {
    agentList: notProvided<CertificateList>('agentList'),
    usbKeyChallenge: notProvided<UsbKeyChallenge, UsbKeyChallengeQuery>('usbKeyChallenge'),
    agentSign: notProvided<AgentSignResult, Omit<AgentSignRequest, 'id' | 'method'>>('agentSign'),
    usbKeyLogin: notProvided<UsbKeyLoggedIn, UsbKeyLoginRequest>('usbKeyLogin'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepAgentProblem: assign((_, { error }: { error: unknown }) => ({ problem: agentProblem(error) })),
    keepServerProblem: assign((_, { error }: { error: unknown }) => ({ problem: serverProblem(error) })),
    forgetPin: assign({ pin: null }),
  },
  guards: {
    hasCertificates: (_, { list }: { list: CertificateList }) => list.certificates.length > 0,
    isUnreachable: (_, { error }: { error: unknown }) => agentFailureOf(error)?.kind === 'unreachable',
    isAgentFailure: (_, { error }: { error: unknown }) => agentFailureOf(error) !== null,
    isKeyRemoved: (_, { error }: { error: unknown }) => isKeyRemoval(agentFailureOf(error)),
    isServerRefusal: (_, { error }: { error: unknown }) => usbKeyLoginRefusal(error) !== null,
    selectedCanSign: ({ context }) => {
      const certificate = selectedOf(context);
      return certificate !== null && signable(certificate, context.listedAt);
    },
    hasPin: ({ event }) => event.type === 'pin.submit' && event.pin.length > 0,
  },
}).createMachine({
  id: 'usbKeyLogin',
  context: ({ input }) => ({
    ...input,
    certificates: [],
    listedAt: 0,
    selected: null,
    pin: null,
    challenge: null,
    signature: null,
    problem: null,
    accessToken: null,
  }),
  initial: 'listing',
  states: {
    listing: {
      tags: ['loading'],
      invoke: {
        id: 'agentList',
        src: 'agentList',
        onDone: [
          {
            guard: { type: 'hasCertificates', params: ({ event }) => ({ list: event.output }) },
            target: 'ready',
            actions: assign(({ event }) => ({
              certificates: event.output.certificates,
              listedAt: event.output.listedAt,
              selected: firstChoice(event.output),
            })),
          },
          { target: 'noKey', actions: assign({ certificates: [], selected: null }) },
        ],
        onError: [
          { guard: { type: 'isUnreachable', params: errorOf }, target: 'noAgent' },
          {
            guard: { type: 'isAgentFailure', params: errorOf },
            target: 'agentFailed',
            actions: { type: 'keepAgentProblem', params: errorOf },
          },
          { target: 'agentFailed', actions: { type: 'reportError', params: errorOf } },
        ],
      },
    },
    // No agent answered, after SPEC 9's retries: how to install or start it, and try again.
    noAgent: { on: { 'agent.retry': { target: 'listing', actions: assign({ problem: null }) } } },
    // The agent answered, with no key inserted.
    noKey: { on: { 'agent.retry': { target: 'listing', actions: assign({ problem: null }) } } },
    // The agent answered late, oddly or not at all while listing.
    agentFailed: { on: { 'agent.retry': { target: 'listing', actions: assign({ problem: null }) } } },
    ready: {
      on: {
        'agent.retry': { target: 'listing', actions: assign({ problem: null }) },
        'certificate.select': { actions: assign({ selected: ({ event }) => event.id, problem: null }) },
        'pin.edit': { actions: assign({ problem: null }) },
        'pin.submit': [
          {
            guard: not('selectedCanSign'),
            actions: assign({ problem: { source: 'form', check: 'certificateInvalid' } }),
          },
          {
            guard: not('hasPin'),
            actions: assign({ problem: { source: 'form', check: 'pinRequired' } }),
          },
          // The PIN goes to the agent only, and is forgotten once it answers.
          { target: 'challenging', actions: assign({ pin: ({ event }) => event.pin, problem: null }) },
        ],
      },
    },
    challenging: {
      tags: ['busy'],
      invoke: {
        id: 'usbKeyChallenge',
        src: 'usbKeyChallenge',
        input: ({ context }) => ({ _enterprise_id: context.enterpriseId || undefined }),
        onDone: { target: 'signing', actions: assign({ challenge: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isServerRefusal', params: errorOf },
            target: 'ready',
            actions: ['forgetPin', { type: 'keepServerProblem', params: errorOf }],
          },
          { target: 'ready', actions: ['forgetPin', { type: 'reportError', params: errorOf }] },
        ],
      },
    },
    signing: {
      tags: ['busy'],
      exit: 'forgetPin',
      invoke: {
        id: 'agentSign',
        src: 'agentSign',
        input: ({ context }) => {
          const certificate = present(selectedOf(context), 'the certificate chosen');
          return {
            keySerial: certificate.keySerial,
            certId: certificate.certId,
            pin: present(context.pin, 'the PIN'),
            random: present(context.challenge, "the server's challenge").random,
            serverCert: present(context.challenge, "the server's challenge").serverCert,
          };
        },
        onDone: { target: 'signingIn', actions: assign({ signature: ({ event }) => event.output }) },
        onError: [
          // The key came out since the list: the list is read again, and the form says why.
          {
            guard: { type: 'isKeyRemoved', params: errorOf },
            target: 'listing',
            actions: { type: 'keepAgentProblem', params: errorOf },
          },
          { guard: { type: 'isUnreachable', params: errorOf }, target: 'noAgent' },
          {
            guard: { type: 'isAgentFailure', params: errorOf },
            target: 'ready',
            actions: { type: 'keepAgentProblem', params: errorOf },
          },
          { target: 'ready', actions: { type: 'reportError', params: errorOf } },
        ],
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'usbKeyLogin',
        src: 'usbKeyLogin',
        input: ({ context }) => ({
          _enterprise_id: context.enterpriseId || undefined,
          random: present(context.challenge, "the server's challenge").random,
          ...present(context.signature, 'the signature'),
        }),
        onDone: {
          target: 'signedIn',
          actions: assign({ accessToken: ({ event }) => event.output.access_token }),
        },
        onError: [
          {
            guard: { type: 'isServerRefusal', params: errorOf },
            target: 'ready',
            actions: { type: 'keepServerProblem', params: errorOf },
          },
          { target: 'ready', actions: { type: 'reportError', params: errorOf } },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => tokenGrantOf(context.accessToken, context.enterpriseAuthId),
});
