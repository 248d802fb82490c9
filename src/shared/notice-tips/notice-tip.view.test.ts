import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOutcome } from '../../../machines/shared/error-outcome';
import { failed } from '../../../machines/testing/sample-errors';
import { EDITION_REFUSALS } from '../../../schemas/rules/edition.rule';
import { messages as en } from '../../locales/en/notice-tips';
import { renderMarkup } from '../../testing/render-markup';
import NoticeTip from './notice-tip.view';

const render = (tip: string, text: string) => renderMarkup(NoticeTip, { tip, text }, { mantine: false });

describe('NoticeTip', () => {
  it('puts the special tip before the general message, as SPEC 8 joins them (zh)', () => {
    i18n.loadAndActivate({ locale: 'zh', messages: {} });
    expect(render('UserName.Exist', '参数错误')).toBe('用户名已存在;参数错误');
  });

  it('says why a free tenant refused a login type beyond the password (SPEC 2)', () => {
    // The app's error handling makes the server's refusal this tip of the general Forbidden message.
    const refusal = failed({ kind: 'response', code: 'Forbidden', message: EDITION_REFUSALS.paidFeature });
    expect(errorOutcome(refusal)).toEqual({
      type: 'notify',
      notice: { key: 'code.Forbidden', tip: EDITION_REFUSALS.paidFeature },
    });
    i18n.loadAndActivate({ locale: 'zh', messages: {} });
    expect(render('edition.paidFeature', '拒绝访问')).toBe(
      '当前为免费版，该登录方式需要升级版本，请联系管理员。;拒绝访问',
    );
  });

  it('says the general message alone for a tip it does not know', () => {
    i18n.loadAndActivate({ locale: 'zh', messages: {} });
    expect(render('Nothing.Known', '参数错误')).toBe('参数错误');
  });

  describe('in English', () => {
    beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

    it('says a free tenant’s refusal from its own catalog', () => {
      expect(render('edition.paidFeature', 'Access denied')).toBe(
        'This sign-in method needs a paid edition. Ask your administrator to upgrade.;Access denied',
      );
    });

    it('says the tip from its own catalog', () => {
      expect(render('Email.Exist', 'Invalid parameter')).toBe(
        'The email address already exists;Invalid parameter',
      );
    });
  });
});
