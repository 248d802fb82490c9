import type { ReactNode } from 'react';
import type { TenantData } from '../../machines/boot/boot.machine';
import { useAppSelector } from './app-actor';
import { imageUrl } from './image-url';
import { useAppConfig } from './app-config';
import { LoginFooter } from './login-footer.view';
import { LoginHeader } from './login-header.view';
import classes from './login-layout.module.css';

/**
 * The tenant's login page frame from its login page configuration: header, banner, the card placed
 * left, centre or right, and footer. Widths of 520 px or less get the mobile layout (CSS).
 */
export function LoginLayout({ tenant, children }: { tenant: TenantData; children: ReactNode }) {
  const config = useAppConfig();
  // SPEC 2: in desktop-client mode the client's header (src/shared/desktop) takes the web header's place.
  const desktop = useAppSelector((s) => s.context.desktopKey !== null);
  const page = tenant.pageConfig;
  const banner = page.loginBannerUuid ? `url("${imageUrl(config, page.loginBannerUuid)}")` : undefined;
  return (
    <div
      className={classes.root}
      data-style={page.defaultStyle}
      data-position={page.loginContentPosition}
      data-gray={page.filtergray || undefined}
      data-mobile-banner={page.showMobileBanner || undefined}
    >
      {page.showLoginHeader && !desktop && <LoginHeader tenant={tenant} />}
      <main className={classes.main}>
        {page.showPcBanner && banner && (
          <div className={classes.banner} style={{ backgroundImage: banner }} />
        )}
        <div className={classes.content}>{children}</div>
      </main>
      {page.showLoginFooter && <LoginFooter tenant={tenant} />}
    </div>
  );
}
