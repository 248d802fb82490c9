import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useAppActor } from './app-actor';

/** Switches between Chinese and English; the choice is stored and the page reloads in it. */
export function LanguageToggle() {
  const { i18n, t } = useLingui();
  const actor = useAppActor();
  const next = i18n.locale === 'en' ? 'zh' : 'en';
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      lang={next === 'zh' ? 'zh-CN' : 'en'}
      aria-label={t`切换语言`}
      onClick={() => actor.send({ type: 'language.switch', language: next })}
    >
      {/* Each language is named in itself, so it stays the same in both catalogs. */}
      {next === 'zh' ? '中文' : 'English'}
    </Button>
  );
}
