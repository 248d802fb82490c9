import '@mantine/core/styles/Tabs.css';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LoginTypeEntry } from '../../../schemas/login-page-config.schema';
import { loginTypeLabel } from './login-type-label';
import { MantineScope } from '../../shared/mantine-scope';
import classes from './login-type-tabs.module.css';

type Props = {
  types: LoginTypeEntry[];
  active: string;
  onSelect: (key: string) => void;
  renderPanel: (key: string) => ReactNode;
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
 * opened panel stays mounted, as its flow keeps running, so what the user typed survives a switch.
 * Loaded only for tenants that offer more than one type.
 */
export default function LoginTypeTabs({
  types,
  active,
  onSelect,
  renderPanel,
  footer,
  manualActivation = false,
}: Props) {
  const { i18n } = useLingui();
  return (
    <>
      <MantineScope>
        <Tabs
          value={active}
          onChange={(key) => key && onSelect(key)}
          keepMounted
          activateTabWithKeyboard={!manualActivation}
          classNames={{ list: classes.list, tab: classes.tab }}
        >
          <Tabs.List grow data-many={types.length > 4 || undefined}>
            {types.map((type) => (
              <Tabs.Tab key={type.key} value={type.key}>
                {loginTypeLabel(i18n, type)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {types.map((type) => (
            <Tabs.Panel key={type.key} value={type.key} pt="md">
              {renderPanel(type.key)}
            </Tabs.Panel>
          ))}
        </Tabs>
      </MantineScope>
      {footer}
    </>
  );
}
