import type { X509Certificate } from 'node:crypto';
import {
  AgentListAnswer,
  AgentSignAnswer,
  type AgentError,
  type AgentRequest,
} from '../../../schemas/usbkey-agent.schema';
import { listCertificates } from './list-certificates';
import type { PinTries } from './pin-tries';
import type { Pkcs11Access } from './pkcs11-access';
import { signRandom } from './sign-random';

export interface AgentServices {
  pkcs11: Pkcs11Access;
  pinTries: PinTries;
  trustedCa: X509Certificate;
  now: () => Date;
  log: (line: string) => void;
}

type Answer = { result: unknown } | { error: AgentError };

/**
 * One request's answer frame, parsed by the shared answer schema before it leaves: the page reads it with the
 * same one. Any failure becomes `internal` with the request's id, so every request is answered exactly once and
 * no token error stops the agent. Logs one line per request, never the PIN.
 */
export async function answerRequest(services: AgentServices, request: AgentRequest): Promise<string> {
  const schema = request.method === 'list' ? AgentListAnswer : AgentSignAnswer;
  let answer: Answer;
  try {
    answer = await services.pkcs11.run(async (p11, lib) =>
      request.method === 'list'
        ? { result: { certificates: await listCertificates(p11, lib) } }
        : signRandom(p11, lib, { ...services, now: services.now() }, request),
    );
  } catch (error) {
    services.log(
      `${request.method} ${request.id} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    answer = { error: { code: 'internal' } };
  }
  const frame = schema.safeParse({ id: request.id, ...answer });
  const outcome = 'error' in answer ? answer.error.code : 'ok';
  services.log(
    `${request.method} ${request.id} ${frame.success ? outcome : 'internal (answer off the schema)'}`,
  );
  return JSON.stringify(frame.success ? frame.data : { id: request.id, error: { code: 'internal' } });
}

export const badRequestAnswer = (id: string) => JSON.stringify({ id, error: { code: 'badRequest' } });
