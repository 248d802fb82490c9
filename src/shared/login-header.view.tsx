import { useLingui } from '@lingui/react/macro';
import type { TenantData } from '../../machines/boot/boot.machine';
import { barColours } from '../theme/tenant-colours';
import { imageUrl } from './image-url';
import { useAppConfig } from './app-config';
import { LanguageToggle } from './language-toggle.view';
import classes from './login-header.module.css';

export function LoginHeader({ tenant }: { tenant: TenantData }) {
  const config = useAppConfig();
  const { i18n, t } = useLingui();
  const page = tenant.pageConfig;
  const name = (i18n.locale === 'en' && tenant.enterprise?.nameEn) || tenant.enterprise?.name || '';
  // The name and the language button are in the header's one text colour, readable on its background.
  const colours = barColours(
    page.headerBackGroundColor,
    page.headerEnterpriseColor,
    page.opacityHeaderFooter,
  );
  return (
    <header
      className={classes.header}
      data-transparent={page.opacityHeaderFooter || undefined}
      style={colours}
    >
      <div className={classes.brand}>
        {page.showLogoHeader && page.loginLogoUuid && (
          <img className={classes.logo} src={imageUrl(config, page.loginLogoUuid)} alt={t`企业标志`} />
        )}
        {page.showEnterpriseNameHeader && name && <p className={classes.name}>{name}</p>}
      </div>
      {page.showChangeLanguage && <LanguageToggle colour={colours.color} />}
    </header>
  );
}
