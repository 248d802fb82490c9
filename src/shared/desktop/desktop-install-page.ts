import type { AppConfig } from '../../../schemas/app-config.schema';
import { AGENT_INSTALL_PATH } from '../../../schemas/local-agents';
import { allowedRedirectUrl } from '../../security/redirect-target';

/**
 * The desktop client's install page the back arrow leads to from the login (SPEC 2): the configured one when
 * it is a target the page may follow (this origin or an allowed one), else this server's agents page.
 */
export function desktopInstallPage(
  config: Pick<AppConfig, 'desktopInstallUrl' | 'allowedOrigins'>,
  pageUrl: string,
): string {
  const policy = { pageUrl, allowedOrigins: config.allowedOrigins };
  return (allowedRedirectUrl(config.desktopInstallUrl, policy) ?? new URL(AGENT_INSTALL_PATH, pageUrl)).href;
}
