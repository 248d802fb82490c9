import { BOOT_ANSWERS_ELEMENT_ID, type BootAnswerCall } from '../../../schemas/boot-answers.schema';
import type { ResponseOf } from '../../../schemas/endpoint';
import { CORE_ENDPOINTS as ENDPOINTS } from '../../../schemas/core.endpoints';

export type BootAnswer<K extends BootAnswerCall> = ResponseOf<(typeof ENDPOINTS)[K]>;

/**
 * The boot answers the server put into the page (schemas/boot-answers.schema.ts). An answer counts only when
 * it parses with its call's own response schema as a success envelope; anything else is as if it were not
 * there, and the call is made. Each is taken at most once: a later boot asks the API again.
 */
export type BootAnswers = { take<K extends BootAnswerCall>(call: K): BootAnswer<K> | null };

export function bootAnswers(json: string | null | undefined): BootAnswers {
  let raw = new Map<string, unknown>();
  try {
    const parsed: unknown = JSON.parse(json ?? 'null');
    if (typeof parsed === 'object' && parsed !== null) raw = new Map(Object.entries(parsed));
  } catch {
    // A block that is not JSON holds no answers.
  }
  return {
    take(call) {
      const value = raw.get(call);
      raw.delete(call);
      if (value === undefined) return null;
      const parsed = ENDPOINTS[call].response.safeParse(value);
      if (!parsed.success || !parsed.data.success) return null;
      // Parsed by the call's own schema; TypeScript cannot follow the generic call to its output type.
      return parsed.data as BootAnswer<typeof call>;
    },
  };
}

/** The answers in this page's `<script id="idaas-boot" type="application/json">`, if it has one. */
export const pageBootAnswers = (doc: Document): BootAnswers =>
  bootAnswers(doc.getElementById(BOOT_ANSWERS_ELEMENT_ID)?.textContent);
