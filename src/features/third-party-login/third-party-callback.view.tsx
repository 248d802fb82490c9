import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { thirdPartyCallbackMachine } from '../../../machines/third-party-login/third-party-callback.machine';
import { FlowCardPage } from '../../shared/flow-card.view';
import { providerName } from '../../shared/third-party-source-label';
import classes from '../../shared/redirect-page.module.css';
import { problemText } from './third-party-login.messages';
import { PageHeading, ProblemCard, Working } from '../../shared/redirect-page.view';

type Flow = ActorRefFrom<typeof thirdPartyCallbackMachine>;
type CallbackFlowId =
  | 'aadCallback'
  | 'oidcCodeCallback'
  | 'oidcCodeAdapterCallback'
  | 'ddtalkCallback'
  | 'wechatCallback'
  | 'wechatEnterpriseCallback'
  | 'wechatEnterpriseMicroCallback'
  | 'alipayCallback';

/** The callback page of one provider kind's flow (the routes of SPEC 2's third-party callback pages). */
const callbackView = (flow: CallbackFlowId) =>
  function ThirdPartyCallbackView() {
    return <FlowCardPage flow={flow} Panel={ThirdPartyCallbackPanel} />;
  };

export const AadCallbackView = callbackView('aadCallback');
export const OidcCodeCallbackView = callbackView('oidcCodeCallback');
export const OidcCodeAdapterCallbackView = callbackView('oidcCodeAdapterCallback');
export const DdtalkCallbackView = callbackView('ddtalkCallback');
export const WechatCallbackView = callbackView('wechatCallback');
export const WechatEnterpriseCallbackView = callbackView('wechatEnterpriseCallback');
export const WechatEnterpriseMicroCallbackView = callbackView('wechatEnterpriseMicroCallback');
export const AlipayCallbackView = callbackView('alipayCallback');

export function ThirdPartyCallbackPanel({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const provider = providerName(
    i18n,
    useSelector(flow, (s) => s.context.kind),
  );
  const step = useSelector(flow, (s) =>
    s.matches('declined')
      ? 'declined'
      : s.matches('incomplete')
        ? 'incomplete'
        : s.matches('refused')
          ? 'refused'
          : 'busy',
  );
  const problem = useSelector(flow, (s) => s.context.problem);
  const back = () => flow.send({ type: 'callback.back' });
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading
        title={<Trans>使用{provider}登录</Trans>}
        subtitle={step === 'busy' ? <Trans>正在完成登录…</Trans> : undefined}
      />
      {step === 'busy' && <Working label={t`正在完成${provider}登录`} />}
      {step === 'declined' && (
        <ProblemCard
          title={<Trans>未完成{provider}授权</Trans>}
          text={
            <Trans>
              你在{provider}取消了授权，或{provider}拒绝了这次登录。可以返回登录页重新发起。
            </Trans>
          }
          onBack={back}
        />
      )}
      {step === 'incomplete' && (
        <ProblemCard
          title={<Trans>登录未完成</Trans>}
          text={<Trans>这个页面缺少{provider}返回的授权信息（它只能使用一次）。请返回登录页重新发起。</Trans>}
          onBack={back}
        />
      )}
      {step === 'refused' && (
        <ProblemCard
          title={<Trans>{provider}登录失败</Trans>}
          text={problemText(i18n, problem)}
          onBack={back}
        />
      )}
    </Stack>
  );
}
