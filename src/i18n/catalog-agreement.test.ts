import { describe, expect, it } from 'vitest';

// The compiled catalogs (npm run compile). A flow's catalog is added to the texts already loaded (flow-catalog.ts),
// in whichever order the chunks arrive, so a text in two catalogs must read the same in both: else the page says
// one or the other by chance. A text that means something else in a flow takes a context, and so an id of its own.
const compiled = import.meta.glob<{ messages: Record<string, unknown> }>('../locales/*/*.ts', {
  eager: true,
});

const byLanguage = (language: string) =>
  Object.entries(compiled)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .map(([path, { messages }]) => ({ catalog: path.replace(/^.*\//, ''), messages }));

describe.each(['zh', 'en'])('the %s catalogs', (language) => {
  it('are all compiled', () => {
    expect(byLanguage(language).length).toBeGreaterThan(1);
  });

  it('translate an id they share the same way', () => {
    const seen = new Map<string, { catalog: string; text: string }>();
    const disagreements: string[] = [];
    for (const { catalog, messages } of byLanguage(language)) {
      for (const [id, message] of Object.entries(messages)) {
        const text = JSON.stringify(message);
        const first = seen.get(id);
        if (!first) seen.set(id, { catalog, text });
        else if (first.text !== text)
          disagreements.push(`${id}: ${first.catalog} ${first.text} ≠ ${catalog} ${text}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
