import { type EventObject, fromCallback } from 'xstate';
import * as z from 'zod/mini';
import type { EmbeddedQrEvent, ProviderAnswerInput } from '../../../machines/embedded-qr/embedded-qr.machine';
import { receiverUrlOf } from '../../security/frame-url';

/**
 * DTFrameLogin's message to its parent (ddlogin.js 0.21.0): the receiver's address with the code, or, the
 * person having declined or the sign-in failed, `success: false` (its `errorMsg` is for the developer).
 */
const FrameAnswer = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), redirectUrl: z.string() }),
  z.object({ success: z.literal(false) }),
]);

/** A window's own frames, as `window.frames` lists them. */
export type FrameList = { readonly length: number; readonly [index: number]: unknown };

/**
 * Whether a message came from one of this window's own frames: not from another window of the provider's
 * origin (a popup or tab this page opened, or its opener), which could post the same words.
 */
export function fromOwnFrame(source: unknown, frames: FrameList): boolean {
  if (source === null) return false;
  for (let index = 0; index < frames.length; index += 1) if (frames[index] === source) return true;
  return false;
}

/**
 * The framed page's answer by message (DingTalk's frame), from the framed origin and a frame of this page only,
 * and only an address of this kind's receiver on this page's origin, or its word that the sign-in did not
 * happen; anything else is ignored, as a stranger's message is.
 */
export const providerAnswer = fromCallback<EventObject, ProviderAnswerInput>(({ input, sendBack }) => {
  const frameOrigin = new URL(input.frameUrl).origin;
  const listen = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || !fromOwnFrame(event.source, window.frames)) return;
    const answer = FrameAnswer.safeParse(event.data);
    if (!answer.success) return;
    if (!answer.data.success) return sendBack({ type: 'provider.declined' } satisfies EmbeddedQrEvent);
    const url = receiverUrlOf(answer.data.redirectUrl, input.kind, window.location.origin);
    if (url) sendBack({ type: 'provider.answered', url } satisfies EmbeddedQrEvent);
  };
  window.addEventListener('message', listen);
  return () => window.removeEventListener('message', listen);
});
