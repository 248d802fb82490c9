import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LoginTypeEntry } from '../../../schemas/login-page-config.schema';
import { Tabs } from '../../ui/tabs.view';
import { loginTypeLabel } from './login-type-label';
import classes from './login-type-tabs.module.css';

type Props = {
  types: LoginTypeEntry[];
  active: string;
  onSelect: (key: string) => void;
  renderPanel: (key: string) => ReactNode;
  /** The pointer or the focus on a tab: its code may be fetched ahead. */
  onIntent: (key: string) => void;
  /** Under the tabs, shown with them (the links and the other sources). */
  footer: ReactNode;
  /**
   * Arrow keys move between the tabs without choosing one (Enter or Space does): on the free edition, where
   * choosing a paid type opens the edition prompt, the keyboard can still pass over it.
   */
  manualActivation?: boolean;
};

/**
 * A tab per login type, as the sign-in flow lists them; the flow chooses the tab, the tabs only ask. Every
 * opened panel stays mounted, as its flow keeps running, so what the user typed survives a switch. Part of
 * the first download: a tenant with several types shows them as soon as the form.
 */
export function LoginTypeTabs({
  types,
  active,
  onSelect,
  renderPanel,
  onIntent,
  footer,
  manualActivation,
}: Props) {
  const { i18n } = useLingui();
  return (
    <>
      <Tabs
        items={types.map((type) => ({ key: type.key, label: loginTypeLabel(i18n, type) }))}
        active={active}
        onSelect={onSelect}
        renderPanel={renderPanel}
        onIntent={onIntent}
        manualActivation={manualActivation}
        dense={types.length > 4}
        listClassName={classes.list}
        tabClassName={classes.tab}
      />
      {footer}
    </>
  );
}
