import { useLingui } from '@lingui/react/macro';
import { Button } from '../ui/button.view';
import { useAppActor } from './app-actor';

/**
 * Switches between Chinese and English; the choice is stored and the page reloads in it. Its name is what it
 * shows, the other language named in itself (WCAG 2.5.3, label in name); what it does is its description.
 */
export function LanguageToggle({ colour }: { colour?: string | undefined }) {
  const { i18n, t } = useLingui();
  const actor = useAppActor();
  const next = i18n.locale === 'en' ? 'zh' : 'en';
  return (
    <Button
      variant="subtle"
      size="compact"
      lang={next === 'zh' ? 'zh-CN' : 'en'}
      title={t`切换语言`}
      // On a tenant's header colour the button takes the header's readable text colour.
      style={colour ? { color: colour } : undefined}
      onClick={() => actor.send({ type: 'language.switch', language: next })}
    >
      {/* Each language is named in itself, so it stays the same in both catalogs. */}
      {next === 'zh' ? '中文' : 'English'}
    </Button>
  );
}
