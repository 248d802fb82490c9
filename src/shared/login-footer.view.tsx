import { Trans } from '@lingui/react/macro';
import type { TenantData } from '../../machines/boot/boot.machine';
import { safeLinkOrNull } from '../security/safe-link';
import { barColours } from '../theme/tenant-colours';
import { hoverColour } from '../theme/hover-colour';
import type { CSSProperties } from 'react';
import { TenantRichText } from './tenant-rich-text.view';
import classes from './login-footer.module.css';

declare const __APP_VERSION__: string;

/** Tenant footer text and link, both sanitised, and the version footer of SPEC section 1. */
export function LoginFooter({ tenant }: { tenant: TenantData }) {
  const page = tenant.pageConfig;
  const link = safeLinkOrNull(page.loginFooterContentLink);
  const version = tenant.idpInfo?.version || __APP_VERSION__;
  const colours = barColours(page.footerBackGroundColor, page.footerContentColor, page.opacityHeaderFooter);
  // The link takes the footer's text colour when the tenant chose one, else the theme's link colour; under the
  // pointer its hover variant (SPEC 9), as custom properties so the style sheet's :hover can choose.
  const linkColour = colours.color
    ? ({ '--footer-link': colours.color, '--footer-link-hover': hoverColour(colours.color) } as CSSProperties)
    : undefined;
  return (
    <footer
      className={classes.footer}
      data-transparent={page.opacityHeaderFooter || undefined}
      style={colours}
    >
      {page.loginFooterContent &&
        (link ? (
          // With a configured link the content is its plain label: links inside links are not allowed.
          <a
            className={classes.link}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            style={linkColour}
          >
            {page.loginFooterContent}
          </a>
        ) : (
          <p className={classes.content}>
            <TenantRichText html={page.loginFooterContent} />
          </p>
        ))}
      <p className={classes.version} data-testid="version">
        <Trans>版本 {version}</Trans>
      </p>
    </footer>
  );
}
