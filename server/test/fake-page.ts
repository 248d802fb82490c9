import { runInNewContext } from 'node:vm';

/** An element of a fake page, as far as the server's small page scripts use one. */
export interface FakeElement {
  textContent: string;
  hidden: boolean;
  disabled: boolean;
  click(): void;
}

/**
 * Runs a server page's inline script against the page's own element ids (and their `hidden` attributes), a
 * localStorage holding `storage` (written through), the URL's query `search` (a reload counted), and fetch (`page.fetch`, default the real one) to
 * `baseUrl`: what the script shows is then read off the elements, as a user would read it. No browser: for the
 * script's logic, not its look.
 */
export function runPageScript(
  html: string,
  script: string,
  page: { baseUrl: string; search: string; storage: Record<string, string>; fetch?: typeof fetch },
) {
  const elements = new Map<string, FakeElement & { addEventListener(type: string, fn: () => void): void }>();
  for (const [opening] of html.matchAll(/<\w+[^>]*\bid="[^"]+"[^>]*>/g)) {
    const listeners: (() => void)[] = [];
    const element = {
      textContent: '',
      hidden: /\shidden[\s>]/.test(opening),
      disabled: false,
      click: () => {
        if (!element.disabled) for (const listener of listeners) listener();
      },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    elements.set(/\bid="([^"]+)"/.exec(opening)?.[1] ?? '', element);
  }
  const document = {
    title: '',
    documentElement: { lang: '' },
    getElementById: (id: string) => elements.get(id) ?? null,
  };
  const localStorage = {
    getItem: (key: string) => page.storage[key] ?? null,
    setItem: (key: string, value: string) => void (page.storage[key] = value),
  };
  // A reload is counted, not made: the test opens the page again to see what the reload would show.
  let reloads = 0;
  const send = page.fetch ?? fetch;
  const pageFetch = (url: string, init?: RequestInit) => send(new URL(url, page.baseUrl), init);
  runInNewContext(script, {
    document,
    localStorage,
    location: { search: page.search, reload: () => void reloads++ },
    fetch: pageFetch,
    URLSearchParams,
    Date,
  });
  const element = (id: string) => {
    const found = elements.get(id);
    if (!found) throw new Error(`the page has no #${id}`);
    return found;
  };
  return { element, document, storage: page.storage, reloads: () => reloads };
}
