import ky, { type KyInstance } from 'ky';

/** A request as the test server saw it; `body` is the JSON it carried, if any. */
export type SentRequest = { method: string; url: string; authorization: string | null; body: unknown };

/**
 * The app's kind of ky client, whose server is `respond`: each request is recorded as it arrived (an aborted
 * call never arrives, as with a real fetch), and answered with what `respond` returns.
 */
export function recordingHttp(respond: (sent: SentRequest) => Response | Promise<Response>): {
  http: KyInstance;
  sent: SentRequest[];
} {
  const sent: SentRequest[] = [];
  const http = ky.create({
    prefixUrl: 'http://test/api/',
    retry: 0,
    throwHttpErrors: false,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      request.signal.throwIfAborted();
      const text = await request.text();
      // JSON.parse's any, held as unknown: the tests read it through schemas or equality.
      const body: unknown = text ? JSON.parse(text) : undefined;
      const call = {
        method: request.method,
        url: request.url,
        authorization: request.headers.get('authorization'),
        body,
      };
      sent.push(call);
      return respond(call);
    },
  });
  return { http, sent };
}

/** A JSON answer. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
