import type { Plugin } from 'vite';

/**
 * Puts a `<link rel="modulepreload">` for the default language's catalog into the built page. The entry
 * imports the catalog only once its own code has run (src/i18n/activate.ts), which on a slow phone is a
 * second of evaluation after the entry arrived: preloaded, the catalog comes alongside the entry instead of
 * after it. Only the default one: a user who chose the other language loads it as before.
 */
export function defaultCatalogPreload(language: string): Plugin {
  const catalog = new RegExp(`[\\\\/]locales[\\\\/]${language}[\\\\/]messages\\.ts$`);
  let base = '/';
  return {
    name: 'default-catalog-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && catalog.test(output.facadeModuleId ?? ''),
        );
        if (!chunk) throw new Error(`no catalog chunk for the default language ${language}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
