import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One provider of the demo identity process, served below its own path prefix (`/oidc`, `/aad`, `/dingtalk`…):
 * the process gives it every request whose path starts with the prefix, the URL left whole.
 */
export type PrefixHandler = {
  prefix: `/${string}`;
  handle: (request: IncomingMessage, response: ServerResponse) => void;
};
