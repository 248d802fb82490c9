import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/notice-tips';
import { renderMarkup } from '../../testing/render-markup';
import NoticeTip from './notice-tip.view';

const render = (tip: string, text: string) => renderMarkup(NoticeTip, { tip, text }, { mantine: false });

describe('NoticeTip', () => {
  it('puts the special tip before the general message, as SPEC 8 joins them (zh)', () => {
    i18n.loadAndActivate({ locale: 'zh', messages: {} });
    expect(render('UserName.Exist', '参数错误')).toBe('用户名已存在;参数错误');
  });

  it('says the general message alone for a tip it does not know', () => {
    i18n.loadAndActivate({ locale: 'zh', messages: {} });
    expect(render('Nothing.Known', '参数错误')).toBe('参数错误');
  });

  describe('in English', () => {
    beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

    it('says the tip from its own catalog', () => {
      expect(render('Email.Exist', 'Invalid parameter')).toBe(
        'The email address already exists;Invalid parameter',
      );
    });
  });
});
