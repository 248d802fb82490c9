import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages } from '../locales/zh/messages';
import { renderMarkup } from '../testing/render-markup';
import { Tabs, tabAfterKey } from './tabs.view';

const ITEMS = [
  { key: 'a', label: 'First' },
  { key: 'b', label: 'Second' },
  { key: 'c', label: 'Third' },
];

describe('Tabs', () => {
  i18n.loadAndActivate({ locale: 'zh', messages });
  const html = renderMarkup(
    Tabs,
    { items: ITEMS, active: 'b', onSelect: () => {}, renderPanel: (key) => `panel ${key}` },
    { mantine: false },
  );
  const tab = (label: string) =>
    new RegExp(`<button[^>]*role="tab"[^>]*>(<span[^>]*>)?${label}`).exec(html)?.[0] ?? '';

  it('is a tablist of tabs, the chosen one selected and alone in the Tab order', () => {
    expect(html).toMatch(/role="tablist" aria-orientation="horizontal"/);
    expect(tab('Second')).toMatch(/aria-selected="true"[^>]*tabindex="0"/);
    expect(tab('First')).toMatch(/aria-selected="false"[^>]*tabindex="-1"/);
    expect(tab('Third')).toMatch(/aria-selected="false"[^>]*tabindex="-1"/);
  });

  it('shows the chosen panel, keeps the others mounted and hidden, each labelled by its tab', () => {
    const panel = (key: string) =>
      new RegExp(`<div role="tabpanel"[^>]*>panel ${key}</div>`).exec(html)?.[0] ?? '';
    expect(panel('b')).not.toContain('hidden');
    expect(panel('a')).toContain('hidden');
    expect(panel('c')).toContain('hidden');
    const id = /id="([^"]+)"/.exec(tab('First'))?.[1];
    expect(panel('a')).toContain(`aria-labelledby="${id}"`);
    expect(tab('First')).toContain(`aria-controls="${/id="([^"]+)"/.exec(panel('a'))?.[1]}"`);
  });
});

describe('tabAfterKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, null],
    ['a', 1, null],
  ])('%s from tab %i of three: %s', (key, index, next) => expect(tabAfterKey(key, index, 3)).toBe(next));

  it('moves nowhere in an empty row', () => expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull());
});
