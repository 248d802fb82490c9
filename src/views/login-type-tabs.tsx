import '@mantine/core/styles/Tabs.css';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LoginTypeEntry } from '../../schemas/login-page-config.schema';
import { loginTypeLabel } from './login-type-label';

type Props = { types: LoginTypeEntry[]; initial: string; renderPanel: (key: string) => ReactNode };

/** A tab per login type; loaded only for tenants that offer more than one. */
export default function LoginTypeTabs({ types, initial, renderPanel }: Props) {
  const { i18n } = useLingui();
  return (
    <Tabs defaultValue={initial} keepMounted={false}>
      <Tabs.List grow>
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
  );
}
