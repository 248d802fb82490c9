import { AgentAnswerId, AgentRequest } from '../../../schemas/usbkey-agent.schema';

/** A frame read: a request, or a refusal answered to the id it carried, or nothing to answer at all. */
export type ReadFrame = { request: AgentRequest } | { badRequestId: string } | { unreadable: true };

/** Parses one text frame with the shared schemas; never throws, whatever the page sent. */
export function readFrame(text: string): ReadFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { unreadable: true };
  }
  const request = AgentRequest.safeParse(json);
  if (request.success) return { request: request.data };
  // An unknown method or a field out of its limits: the page can still match the refusal to its request.
  const id = AgentAnswerId.safeParse(json);
  return id.success ? { badRequestId: id.data.id } : { unreadable: true };
}
