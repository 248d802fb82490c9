/** Small fetch wrappers for tests: the parsed JSON body plus the status. */
export interface JsonResponse {
  status: number;
  body: unknown;
  /** The answer's headers (its Set-Cookie, say); absent in an answer a test made up. */
  headers?: Headers;
}

async function toJson(response: Response): Promise<JsonResponse> {
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  return { status: response.status, body, headers: response.headers };
}

const authHeader = (token?: string): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** `headers`: more request headers, such as X-Forwarded-For for a test server that trusts it. */
export async function getJson(
  url: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  return toJson(await fetch(url, { headers: { ...authHeader(token), ...headers } }));
}

export async function sendJson(
  url: string,
  body: unknown,
  token?: string,
  method = 'POST',
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  return toJson(
    await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', ...authHeader(token), ...headers },
      body: JSON.stringify(body),
    }),
  );
}
