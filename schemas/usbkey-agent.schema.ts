import * as z from 'zod/mini';
import { Base64Der, Sha256Hex, UsbKeyRandom } from './usbkey-login.schema';

/**
 * The local USB-key signing agent's protocol (SPEC 7, Other: a WebSocket on 127.0.0.1:21051). The page sends
 * JSON requests with an id of its own; the agent answers each once with the same id. The agent accepts only
 * pages of its configured login origins (the handshake's Origin). Every frame is parsed by these schemas on
 * both ends.
 */
export const USBKEY_AGENT_URL = 'ws://127.0.0.1:21051';
/** SPEC 9: the page tries the agent up to 3 more times, 500 ms apart. */
export const USBKEY_AGENT_RETRIES = 3;
export const USBKEY_AGENT_RETRY_MS = 500;
/** A request the agent has not answered in this time is given up (a PIN check may take a few seconds). */
export const USBKEY_AGENT_TIMEOUT_MS = 15_000;
/** The key locks its PIN after this many wrong PINs in a row (the reference agent). */
export const USBKEY_PIN_TRIES = 5;

export const AgentRequestId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** The certificates on the inserted keys. */
export const AgentListRequest = z.object({ id: AgentRequestId, method: z.literal('list') });
/** Check the server's certificate, then sign the random with the key of `certId` after the PIN. */
export const AgentSignRequest = z.object({
  id: AgentRequestId,
  method: z.literal('sign'),
  /** idToken1 and idToken2 of the certificate chosen. */
  keySerial: z.string().check(z.minLength(1), z.maxLength(64)),
  certId: z.string().check(z.regex(/^[0-9a-f]{1,64}$/)),
  pin: z.string().check(z.minLength(4), z.maxLength(64)),
  random: UsbKeyRandom,
  serverCert: Base64Der,
});
export const AgentRequest = z.discriminatedUnion('method', [AgentListRequest, AgentSignRequest]);
export type AgentRequest = z.infer<typeof AgentRequest>;
export type AgentSignRequest = z.infer<typeof AgentSignRequest>;

/** A certificate on a key, with the dates the page warns about (ISO 8601). */
export const AgentCertificate = z.object({
  keySerial: z.string().check(z.minLength(1), z.maxLength(64)),
  keyLabel: z.string().check(z.maxLength(64)),
  certId: z.string().check(z.regex(/^[0-9a-f]{1,64}$/)),
  subject: z.string().check(z.maxLength(512)),
  issuer: z.string().check(z.maxLength(512)),
  notBefore: z.iso.datetime({ offset: true }),
  notAfter: z.iso.datetime({ offset: true }),
  cert: Base64Der,
});
export type AgentCertificate = z.infer<typeof AgentCertificate>;

export const AgentListResult = z.object({ certificates: z.array(AgentCertificate).check(z.maxLength(32)) });
export type AgentListResult = z.infer<typeof AgentListResult>;

/** What the page posts to bjcacert/login with the random. */
export const AgentSignResult = z.object({
  signedData: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}==$/)),
  userCert: Base64Der,
  idToken1: z.string().check(z.minLength(1), z.maxLength(64)),
  idToken2: z.string().check(z.regex(/^[0-9a-f]{1,64}$/)),
  idToken3: Sha256Hex,
});
export type AgentSignResult = z.infer<typeof AgentSignResult>;

/** Why the agent did not do what was asked. */
export const AgentError = z.discriminatedUnion('code', [
  /** A wrong PIN; `retriesLeft` more before the PIN locks. */
  z.object({ code: z.literal('pinIncorrect'), retriesLeft: z.int().check(z.positive()) }),
  z.object({ code: z.literal('pinLocked') }),
  /** The key of the request is not inserted (taken out since the list). */
  z.object({ code: z.literal('keyRemoved') }),
  /** The server's certificate is not one the agent trusts (another CA, or out of its dates). */
  z.object({ code: z.literal('serverCertRejected') }),
  z.object({ code: z.literal('badRequest') }),
  z.object({ code: z.literal('internal') }),
]);
export type AgentError = z.infer<typeof AgentError>;

export const AgentListAnswer = z.union([
  z.object({ id: AgentRequestId, result: AgentListResult }),
  z.object({ id: AgentRequestId, error: AgentError }),
]);
export const AgentSignAnswer = z.union([
  z.object({ id: AgentRequestId, result: AgentSignResult }),
  z.object({ id: AgentRequestId, error: AgentError }),
]);
/** Any answer frame, first read for its id only: the request it names says how to read the rest. */
export const AgentAnswerId = z.object({ id: AgentRequestId });
