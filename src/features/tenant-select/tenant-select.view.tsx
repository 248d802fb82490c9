import '@mantine/core/styles/Alert.css';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Center, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { TenantChoiceProblem } from '../../../machines/tenant-select/tenant-choice-problem';
import type { tenantSelectMachine } from '../../../machines/tenant-select/tenant-select.machine';
import type { TenantCard } from '../../../machines/tenant-select/tenant-select.schema';
import { FlowCardPage } from '../../shared/flow-card.view';
import { LoadFailed } from '../../shared/load-failed.view';
import { REFUSAL_MESSAGES } from './tenant-select.messages';
import classes from './tenant-select.module.css';
import { tenantInitials } from './tenant-initials';

type Flow = ActorRefFrom<typeof tenantSelectMachine>;

/** `/enterpriseSelect`: the account is in several tenants; the user chooses the one to sign in to. */
export const TenantSelectView = () => <FlowCardPage flow="enterpriseSelect" Panel={TenantSelectPanel} />;

export function TenantSelectPanel({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const step = useSelector(flow, (s) =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'failed' : 'choosing',
  );
  const back = () => flow.send({ type: 'choice.back' });
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3" ta="center">
          <Trans>选择企业</Trans>
        </Title>
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          <Trans>该账号属于多个企业，请选择要登录的企业</Trans>
        </Text>
      </div>
      {step === 'loading' && (
        <Center py="lg">
          <Loader role="status" aria-label={t`正在加载企业列表`} />
        </Center>
      )}
      {step === 'failed' && (
        <LoadFailed
          title={<Trans>企业列表加载失败</Trans>}
          text={<Trans>暂时无法获取可登录的企业，请检查网络后重试。</Trans>}
          onRetry={() => flow.send({ type: 'choice.retry' })}
        />
      )}
      {step === 'choosing' && <TenantList flow={flow} />}
      <Anchor component="button" type="button" size="sm" className={classes.back} onClick={back}>
        <Trans>使用其他账号登录</Trans>
      </Anchor>
    </Stack>
  );
}

function TenantList({ flow }: { flow: Flow }) {
  const tenants = useSelector(flow, (s) => s.context.tenants);
  const chosen = useSelector(flow, (s) => s.context.chosen);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const problem = useSelector(flow, (s) => s.context.problem);
  const { i18n } = useLingui();
  const refused = tenants.find((tenant) => tenant.enterpriseId === chosen);
  const choose = (enterpriseId: string) => flow.send({ type: 'tenant.choose', enterpriseId });
  const initials = tenantInitials(tenants.map((tenant) => tenantName(i18n, tenant)));
  return (
    <>
      {problem && refused && <ProblemAlert problem={problem} tenant={tenantName(i18n, refused)} />}
      <ul className={classes.list} aria-busy={busy}>
        {tenants.map((tenant, index) => (
          <li key={tenant.enterpriseId}>
            <TenantButton
              tenant={tenant}
              initial={initials[index] ?? ''}
              busy={busy && chosen === tenant.enterpriseId}
              disabled={busy}
              onChoose={choose}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function TenantButton({
  tenant,
  initial,
  busy,
  disabled,
  onChoose,
}: {
  tenant: TenantCard;
  /** Its mark, a letter no other tenant of the list shows (tenantInitials). */
  initial: string;
  busy: boolean;
  disabled: boolean;
  onChoose: (enterpriseId: string) => void;
}) {
  const { i18n, t } = useLingui();
  const name = tenantName(i18n, tenant);
  return (
    <UnstyledButton
      className={classes.tenant}
      disabled={disabled}
      data-busy={busy || undefined}
      onClick={() => onChoose(tenant.enterpriseId)}
    >
      <span className={classes.initial} aria-hidden>
        {initial}
      </span>
      <span className={classes.names}>
        <span className={classes.name}>{name}</span>
        {tenant.idpName && <span className={classes.idp}>{tenant.idpName}</span>}
      </span>
      {busy ? (
        <Loader size="xs" role="status" aria-label={t`正在登录${name}`} />
      ) : (
        <span className={classes.chevron} aria-hidden />
      )}
    </UnstyledButton>
  );
}

/** The tenant's name in the page's language: its English name, where it has one, on the English page. */
const tenantName = (i18n: I18n, tenant: TenantCard) => (i18n.locale === 'en' && tenant.nameEn) || tenant.name;

/** Why the tenant just chosen refused the account, naming it: the others stay to choose from. */
function ProblemAlert({ problem, tenant }: { problem: TenantChoiceProblem; tenant: string }) {
  const { i18n } = useLingui();
  const minutes = problem.code === 'locked' ? problem.minutes : null;
  return (
    <Alert color="red" role="alert" title={<Trans>无法登录{tenant}</Trans>}>
      {problem.code === 'locked' ? (
        minutes === null ? (
          <Trans>该账号在此企业已被锁定，请稍后再试，或选择其他企业</Trans>
        ) : (
          <Trans>该账号在此企业已被锁定，请 {minutes} 分钟后再试，或选择其他企业</Trans>
        )
      ) : problem.code === 'deviceRequired' ? (
        <Trans>此企业要求在已登记的设备上登录，请选择其他企业或联系管理员</Trans>
      ) : (
        i18n._(REFUSAL_MESSAGES[problem.code])
      )}
    </Alert>
  );
}
