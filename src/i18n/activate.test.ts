import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from './activate';

describe('activateLanguage', () => {
  // A page opened on a flow's route loads that flow's catalog while the main one is still on its way.
  it("keeps a flow's texts loaded before the main catalog arrived", async () => {
    const root = { lang: 'zh-CN' };
    vi.stubGlobal('document', { documentElement: root });
    // Its id in a variable: a literal would be taken for one of the app's texts by `lingui extract`.
    const flowText = 'flowText';
    i18n.load('en', { [flowText]: 'A text of a flow' });
    await activateLanguage('en');
    expect(root.lang).toBe('en');
    expect(i18n.locale).toBe('en');
    expect(i18n._(flowText)).toBe('A text of a flow');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(100);
    vi.unstubAllGlobals();
  });
});
