import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { TenantData } from '../../machines/boot.machine';
import { imageUrl } from '../api/image-url';
import { useAppConfig } from '../app/app-config-context';
import { useLoginActor, useLoginSelector } from '../app/login-actor-context';
import classes from './login-card.module.css';
import { CardMessage } from './card-message';

const LoginTypeTabs = lazy(() => import('./login-type-tabs'));

/** The login card: the tenant's name, a tab per usable login type and that type's form. */
export function LoginCard({
  tenant,
  renderPanel,
}: {
  tenant: TenantData;
  renderPanel: (key: string) => React.ReactNode;
}) {
  const { i18n } = useLingui();
  const config = useAppConfig();
  const actor = useLoginActor();
  const page = tenant.pageConfig;
  const adapter = useLoginSelector((s) => s.context.adapter);
  const types = adapter?.kind === 'adapter' ? adapter.types : [];
  const name = (i18n.locale === 'en' && tenant.enterprise?.nameEn) || tenant.enterprise?.name || '';
  const unavailable = useLoginSelector((s) => s.matches({ signIn: 'unavailable' }));
  return (
    <Paper className={classes.card} shadow="md" radius="md" p="xl" withBorder data-testid="login-card">
      <Stack gap="lg">
        {page.loginMobileLogoUuid && (
          <Image
            className={classes.mobileLogo}
            src={imageUrl(config, page.loginMobileLogoUuid)}
            alt=""
            h={40}
            w="auto"
            fit="contain"
          />
        )}
        {page.showLogoName && name && (
          <Group gap="sm" justify="center" wrap="nowrap">
            {page.showLogoNameLogo && page.loginLogoUuid && (
              <Image
                // The mobile logo, when there is one, stands for the tenant on small screens.
                className={page.loginMobileLogoUuid ? classes.desktopOnly : undefined}
                src={imageUrl(config, page.loginLogoUuid)}
                alt=""
                h={28}
                w="auto"
                fit="contain"
              />
            )}
            <Title order={1} size="h3" ta="center">
              {name}
            </Title>
          </Group>
        )}
        {unavailable ? (
          <CardMessage color="red" title={<Trans>登录方式加载失败</Trans>}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>暂时无法获取企业的登录方式，请检查网络后重试。</Trans>
              </Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => actor.send({ type: 'boot.retry' })}
              >
                <Trans>重试</Trans>
              </Button>
            </Stack>
          </CardMessage>
        ) : types.length === 0 ? null : types.length === 1 || !page.showOtherLoginType ? (
          renderPanel(adapter?.kind === 'adapter' ? adapter.key : types[0]!.key)
        ) : (
          <Suspense fallback={<Loader size="sm" mx="auto" display="block" />}>
            <LoginTypeTabs
              types={types}
              initial={adapter?.kind === 'adapter' ? adapter.key : types[0]!.key}
              renderPanel={renderPanel}
            />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
