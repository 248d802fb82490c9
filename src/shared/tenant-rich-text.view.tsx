import { useEffect, useState } from 'react';
import { freshImport, retryingImport } from '../effects/chunk-retry';

const HAS_MARKUP = /[<&]/;

/**
 * Tenant-authored text. Plain text is rendered as text; markup is sanitised with the fixed allow-list
 * first (the sanitiser is downloaded only for tenants that use markup) and shown as nothing until then.
 */
export function TenantRichText({ html }: { html: string }) {
  const markup = HAS_MARKUP.test(html);
  const [clean, setClean] = useState<TrustedHTML | string | null>(null);
  useEffect(() => {
    if (!markup) return;
    let live = true;
    // Without the sanitiser (no network) the text stays hidden: never shown unsanitised.
    retryingImport(() => freshImport(() => import('../security/sanitize-html'))).then(
      ({ sanitizeTenantHtml }) => live && setClean(sanitizeTenantHtml(html)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [html, markup]);
  if (!markup) return <>{html}</>;
  return clean === null ? null : <span dangerouslySetInnerHTML={{ __html: clean }} />;
}
