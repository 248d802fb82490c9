import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AgentFailure } from '../../../machines/usbkey-login/agent-failure';
import { certificateStatus } from '../../../machines/usbkey-login/certificate-status';
import { isKeyRemoval } from '../../../machines/usbkey-login/usbkey-problem';
import {
  certificateKey,
  type UsbKeyProblem,
  type usbKeyLoginMachine,
} from '../../../machines/usbkey-login/usbkey-login.machine';
import { AGENT_INSTALL_PATH } from '../../../schemas/local-agents';
import { CardMessage } from '../../shared/card-message.view';
import { formText } from '../../shared/form-text';
import { Button } from '../../ui/button.view';
import { FieldFrame } from '../../ui/field-frame.view';
import fieldClasses from '../../ui/field.module.css';
import { PasswordField } from '../../ui/password-field.view';
import { Spinner } from '../../ui/spinner.view';
import { pinRetriesText, REFUSAL_TEXTS } from './usbkey-login.messages';
import classes from './usbkey-login.module.css';

type Flow = ActorRefFrom<typeof usbKeyLoginMachine>;

/** The certificate's holder as people read it: the subject's common name, else the whole subject. */
const commonName = (subject: string) => /(?:^|[\n,/]\s*)CN=([^\n,/]+)/.exec(subject)?.[1]?.trim() ?? subject;

/**
 * The USB-key login type's form (usbkey-login.machine.ts): while the local agent is asked, a spinner; no agent,
 * no key or an agent that answered oddly, a message that says what to do and a retry; else the certificates on
 * the keys, the chosen one's dates (a warning within 60 days of its end), the PIN and the login.
 */
export default function UsbKeyLoginForm({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const view = useSelector(flow, (s) =>
    s.hasTag('loading')
      ? 'loading'
      : s.matches('noAgent')
        ? 'noAgent'
        : s.matches('noKey')
          ? 'noKey'
          : s.matches('agentFailed')
            ? 'agentFailed'
            : 'form',
  );
  const problem = useSelector(flow, (s) => s.context.problem);
  const retry = { label: <Trans>重试</Trans>, onClick: () => flow.send({ type: 'agent.retry' }) };
  if (view === 'loading')
    return (
      <div className={classes.busy} role="status">
        <Spinner size={22} label={t`正在连接证书助手`} />
        <Trans>正在读取 USB Key 中的证书…</Trans>
      </div>
    );
  if (view === 'noAgent')
    return (
      <CardMessage color="yellow" title={<Trans>未检测到证书助手</Trans>} action={retry}>
        <Trans>
          请确认本机已安装并启动 USB Key 证书助手；浏览器询问是否允许访问本地网络时，请选择允许，然后重试。{' '}
          <a href={AGENT_INSTALL_PATH} target="_blank" rel="noopener noreferrer">
            下载证书助手
          </a>
        </Trans>
      </CardMessage>
    );
  if (view === 'noKey')
    return (
      <CardMessage color="yellow" title={<Trans>未检测到 USB Key</Trans>} action={retry}>
        {isKeyRemoved(problem) ? (
          <Trans>USB Key 已被拔出，请重新插入后重试。</Trans>
        ) : (
          <Trans>请插入 USB Key 后重试。</Trans>
        )}
      </CardMessage>
    );
  if (view === 'agentFailed')
    return (
      <CardMessage color="red" title={<Trans>证书助手响应异常</Trans>} action={retry}>
        <AgentFailureText failure={problem?.source === 'agent' ? problem.failure : null} />
      </CardMessage>
    );
  return <CertificateForm flow={flow} />;
}

const isKeyRemoved = (problem: UsbKeyProblem | null) =>
  problem?.source === 'agent' && isKeyRemoval(problem.failure);

function AgentFailureText({ failure }: { failure: AgentFailure | null }) {
  const { i18n } = useLingui();
  if (failure === null) return <Trans>读取证书时出现错误，请重试。</Trans>;
  switch (failure.kind) {
    case 'unreachable':
      return <Trans>无法连接证书助手，请确认已启动后重试。</Trans>;
    case 'timeout':
      return <Trans>证书助手未及时响应，请重试。</Trans>;
    case 'malformed':
      return <Trans>证书助手返回了无法识别的数据，请更新证书助手后重试。</Trans>;
    case 'closed':
      return <Trans>与证书助手的连接已断开，请重试。</Trans>;
    case 'refused':
      switch (failure.error.code) {
        case 'pinIncorrect':
          return i18n._(pinRetriesText(failure.error.retriesLeft));
        case 'pinLocked':
          return <Trans>PIN 码错误次数过多，USB Key 已锁定，请联系管理员解锁</Trans>;
        case 'keyRemoved':
          return <Trans>USB Key 已被拔出，请重新插入后重试。</Trans>;
        case 'serverCertRejected':
          return <Trans>服务器证书不受信任，已拒绝签名，请联系管理员</Trans>;
        case 'badRequest':
        case 'internal':
          return <Trans>证书助手处理请求失败，请重试。</Trans>;
      }
  }
}

function CertificateForm({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const { certificates, listedAt, selected, problem } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const selectId = useId();
  const pinRef = useRef<HTMLInputElement>(null);
  const chosen = certificates.find((c) => certificateKey(c) === selected) ?? null;
  const status = chosen ? certificateStatus(chosen, listedAt) : null;
  const pinProblem =
    problem?.source === 'form' && problem.check === 'pinRequired'
      ? t`请输入 PIN 码`
      : problem?.source === 'agent' &&
          problem.failure.kind === 'refused' &&
          problem.failure.error.code === 'pinIncorrect'
        ? i18n._(pinRetriesText(problem.failure.error.retriesLeft))
        : undefined;
  // A refused PIN goes, and the field takes the focus for the next.
  useEffect(() => {
    if (!pinProblem || !pinRef.current) return;
    pinRef.current.value = '';
    pinRef.current.focus();
  }, [pinProblem, problem]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.send({ type: 'pin.submit', pin: formText(new FormData(event.currentTarget), 'pin') });
  };
  const dateText = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' });
  const certificateProblem =
    status?.kind === 'expired'
      ? t`证书已过期，请更换证书`
      : status?.kind === 'notYetValid'
        ? t`证书尚未生效，请稍后再试或更换证书`
        : undefined;
  const general =
    problem?.source === 'server' ? (
      problem.refusal === 'locked' && problem.lockTime ? (
        <Trans>账号已锁定，请 {problem.lockTime} 分钟后再试</Trans>
      ) : (
        i18n._(REFUSAL_TEXTS[problem.refusal])
      )
    ) : problem?.source === 'agent' && !pinProblem ? (
      <AgentFailureText failure={problem.failure} />
    ) : null;
  return (
    <form onSubmit={submit} noValidate aria-label={t`USB Key 证书登录`}>
      <div className={classes.fields}>
        <FieldFrame inputId={selectId} label={t`证书`} required={false} error={certificateProblem}>
          <select
            id={selectId}
            name="certificate"
            className={`${fieldClasses.input} ${classes.select}`}
            value={selected ?? ''}
            aria-invalid={certificateProblem ? true : undefined}
            onChange={(event) => flow.send({ type: 'certificate.select', id: event.currentTarget.value })}
          >
            {certificates.map((c) => (
              <option key={certificateKey(c)} value={certificateKey(c)}>
                {commonName(c.subject)} · {c.keyLabel}
              </option>
            ))}
          </select>
        </FieldFrame>
        {chosen && (
          <p className={classes.dates}>
            <Trans>
              颁发者 {commonName(chosen.issuer)}，有效期至{' '}
              <span className={classes.date}>{dateText(chosen.notAfter)}</span>
            </Trans>
          </p>
        )}
        {status?.kind === 'expiring' && (
          <CardMessage color="yellow" role="status">
            <Trans>证书将在 {status.daysLeft} 天后过期，请尽快联系管理员更新证书。</Trans>
          </CardMessage>
        )}
        <PasswordField
          ref={pinRef}
          name="pin"
          label={t`PIN 码`}
          toggleLabel={t`显示 PIN 码`}
          autoComplete="off"
          required
          error={pinProblem}
          onChange={() => problem && flow.send({ type: 'pin.edit' })}
        />
        {general && <CardMessage color="red">{general}</CardMessage>}
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          <Trans>登录</Trans>
        </Button>
        <div className={classes.links}>
          <button
            type="button"
            className={classes.refresh}
            onClick={() => flow.send({ type: 'agent.retry' })}
            disabled={busy}
          >
            <Trans>重新读取证书</Trans>
          </button>
          <a className={classes.link} href={AGENT_INSTALL_PATH} target="_blank" rel="noopener noreferrer">
            <Trans>下载证书助手</Trans>
          </a>
        </div>
      </div>
    </form>
  );
}
