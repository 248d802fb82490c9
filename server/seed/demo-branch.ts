import { ADAPTERS } from '../../schemas/spec-constants';
import type { LoginPageConfig } from '../../schemas/login-page-config.schema';
import { IMAGE_NAMES } from './demo-images';
import { demoEnterprise } from './demo-tenant';
import { multiTenantUser, type DemoUser } from './demo-users';

/**
 * A second tenant of the demo instance, not its default: the instance-wide password login (the demo tenant's
 * `globalLogin`) finds `multi` here and in the demo tenant, and asks which; `branchonly` signs in here alone.
 * Its page is the login page with `?enterpriseId=demo-branch` where a page names its tenant.
 */
export const demoBranchEnterprise = {
  id: 'demo-branch',
  name: '演示分公司',
  nameEn: 'Demo Branch Ltd.',
  clientId: 'demo-branch-login-client',
  // The same instance: one login server, two tenants.
  instanceId: demoEnterprise.instanceId,
  themeColor: '#2f9e44',
  idpName: 'IDaaS Demo Branch',
  idpVersion: demoEnterprise.idpVersion,
  title: '演示分公司统一登录',
  titleEn: 'Demo Branch Ltd. Single Sign-On',
  icon: IMAGE_NAMES.icon,
  idaasAdapter: ADAPTERS.password,
  idaasH5Adapter: ADAPTERS.password,
};

/** The password alone. */
export const demoBranchAdapters = [
  { id: ADAPTERS.password, name: '密码登录', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
];

export const demoBranchLoginPageConfig: Partial<LoginPageConfig> = {
  showLoginHeader: true,
  showLogoName: true,
  loginLogoUuid: IMAGE_NAMES.logo,
  loginMobileLogoUuid: IMAGE_NAMES.logo,
  loginContentPosition: 'right',
  defaultStyle: 'defaultStyle1',
  headerBackGroundColor: '#ffffff',
  headerEnterpriseColor: demoBranchEnterprise.themeColor,
  loginTypeList: [{ key: ADAPTERS.password, name: '密码登录' }],
  showChangeLanguage: true,
};

/** Its users (table in docs/demo-tenant.md); e-mails `<name>@branch.demo.example.com`. */
export const demoBranchUsers: DemoUser[] = [
  multiTenantUser,
  { username: 'branchonly', password: 'Branchonly@123456', displayName: '分公司用户 Branch Only' },
  // Signed in from the demo page, its forced change speaks for Demo Branch (the page boots the session's tenant).
  {
    username: 'branchfirst',
    password: 'Branchfirst@123456',
    displayName: '分公司首次登录 Branch First',
    mustChangePassword: true,
  },
];
