import * as z from 'zod/mini';
import { AGENT_INSTALL_PATH } from './local-agents';
import { API_VERSION } from './spec-constants';

/**
 * The deployment configuration of SPEC section 3, read at run time from the JSON block
 * `<script id="idaas-config" type="application/json">` in index.html, so one build serves any deployment.
 */
export const AppConfig = z.object({
  baseUrl: z._default(z.string(), ''),
  client_id: z._default(z.string(), ''),
  client_secret: z.optional(z.string()),
  login_uri: z._default(z.string(), ''),
  itManager_uri: z._default(z.string(), '/frontend/itmanager/'),
  developer_uri: z._default(z.string(), '/frontend/developer/'),
  endUser_uri: z._default(z.string(), '/frontend/enduser/'),
  apiVersion: z._default(z.string(), API_VERSION),
  instanceId: z._default(z.string(), ''),
  isIntranet: z._default(z.boolean(), false),
  projectStatus: z._default(z.string(), ''),
  /** Origins (besides this page's) that redirect targets from a server or URL may point to. */
  allowedOrigins: z._default(z.array(z.string()), []),
  /** The path of the desktop client's local service that minimises or closes its window (desktop-client.schema). */
  desktopClientPath: z.catch(z.string().check(z.regex(/^\/(?!\/)[\w\-./]*$/)), '/window'),
  /** The desktop client's install page, where the desktop header's back arrow leads from the login (SPEC 2). */
  desktopInstallUrl: z._default(z.string(), `${AGENT_INSTALL_PATH}#desktop-client`),
});
export type AppConfig = z.infer<typeof AppConfig>;
