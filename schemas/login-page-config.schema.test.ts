import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_TYPE_LIST, parseLoginPageConfig } from './login-page-config.schema';

describe('parseLoginPageConfig', () => {
  const defaults = parseLoginPageConfig(null);

  it('gives the spec defaults for missing, empty or unparseable config', () => {
    expect(defaults.loginContentPosition).toBe('right');
    expect(defaults.defaultStyle).toBe('defaultStyle1');
    expect(defaults.loginTypeList).toEqual(DEFAULT_LOGIN_TYPE_LIST);
    expect(defaults.showLoginHeader).toBe(true);
    expect(defaults.showChangeLanguage).toBe(true);
    // The colours have no default (SPEC section 3): the theme paints what the tenant left unset.
    expect(defaults.headerBackGroundColor).toBeNull();
    expect(defaults.footerContentColor).toBeNull();
    for (const raw of ['', '{', 'null', '[]', '42', '"text"'])
      expect(parseLoginPageConfig(raw)).toEqual(defaults);
  });

  it('keeps valid fields', () => {
    const config = parseLoginPageConfig(
      JSON.stringify({
        loginContentPosition: 'left',
        defaultStyle: 'defaultStyle2',
        headerBackGroundColor: 'rgba(0, 0, 0, 0.5)',
        loginTypeList: [{ key: 'system_mobilephonetoken_adapter', name: '短信' }],
        showLoginFooter: false,
        loginFooterContent: '© 演示',
        loginLogoUuid: 'logo-1.svg',
      }),
    );
    expect(config).toMatchObject({
      loginContentPosition: 'left',
      defaultStyle: 'defaultStyle2',
      headerBackGroundColor: 'rgba(0, 0, 0, 0.5)',
      loginTypeList: [{ key: 'system_mobilephonetoken_adapter', name: '短信' }],
      showLoginFooter: false,
      loginFooterContent: '© 演示',
      loginLogoUuid: 'logo-1.svg',
    });
  });

  it('drops each hostile or malformed field alone and keeps the rest', () => {
    const config = parseLoginPageConfig(
      JSON.stringify({
        loginContentPosition: 'top',
        headerBackGroundColor: 'red; background: url(https://evil.example/x)',
        footerContentColor: 'expression(alert(1))',
        loginTypeList: [],
        showLoginHeader: 'yes',
        loginLogoUuid: '../../etc/passwd',
        loginBannerUuid: 'banner.png',
      }),
    );
    expect(config.loginContentPosition).toBe('right');
    expect(config.headerBackGroundColor).toBe(defaults.headerBackGroundColor);
    expect(config.footerContentColor).toBe(defaults.footerContentColor);
    expect(config.loginTypeList).toEqual(DEFAULT_LOGIN_TYPE_LIST);
    expect(config.showLoginHeader).toBe(true);
    expect(config.loginLogoUuid).toBeNull();
    expect(config.loginBannerUuid).toBe('banner.png');
  });
});
