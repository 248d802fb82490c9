import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentToasts, dismissToast, showNotice } from '../effects/notify';
import { messages } from '../locales/zh/messages';
import { renderMarkup } from '../testing/render-markup';
import { NoticeHost } from './notice-host.view';

describe('NoticeHost', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages }));
  afterEach(() => currentToasts().forEach((toast) => dismissToast(toast.id)));

  it('shows an error as an alert', () => {
    showNotice({ key: 'network' });
    const html = renderMarkup(NoticeHost, {}, { mantine: false });
    expect(html).toMatch(/<div class="[^"]*toast[^"]*" role="alert">.*网络错误，请稍后再试！/s);
    expect(html).not.toMatch(/success/);
  });

  it('shows news of something done in the success style, read politely (a status, not an alert)', () => {
    showNotice({ key: 'modifyPassword.changed', success: true });
    const html = renderMarkup(NoticeHost, {}, { mantine: false });
    expect(html).toMatch(
      /<div class="[^"]*toast[^"]* [^"]*success[^"]*" role="status">.*密码已修改，请使用新密码登录/s,
    );
    expect(html).not.toContain('role="alert"');
  });
});
