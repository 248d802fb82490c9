import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type {
  AlilangProblem,
  alilangLoginMachine,
} from '../../../machines/alilang-login/alilang-login.machine';
import { AGENT_INSTALL_PATH } from '../../../schemas/local-agents';
import { CardMessage } from '../../shared/card-message.view';
import { Button } from '../../ui/button.view';
import { Spinner } from '../../ui/spinner.view';
import { ALILANG_MESSAGES, UNEXPECTED_MESSAGE } from './alilang-login.messages';
import classes from './alilang-login.module.css';

type Flow = ActorRefFrom<typeof alilangLoginMachine>;

/**
 * The Alilang login type's panel (alilang-login.machine.ts): what it does, the button, a line while the local
 * agent is asked, and what went wrong in the user's terms: no agent (install or start Alilang), an agent that
 * refused, or the server refusing its token.
 */
export default function AlilangLoginPanel({ flow }: { flow: Flow }) {
  const { t } = useLingui();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const checking = useSelector(flow, (s) => s.hasTag('agent'));
  const problem = useSelector(flow, (s) => s.context.problem);
  const label = problem ? t`重试` : t`使用阿里郎登录`;
  return (
    <div className={classes.panel}>
      <p className={classes.intro}>
        <Trans>使用本机已登录的阿里郎客户端确认身份，无需输入密码。</Trans>
      </p>
      {problem && <ProblemMessage problem={problem} />}
      {checking && (
        <div className={classes.checking} role="status">
          <Spinner size={16} />
          <Trans>正在连接本机的阿里郎…</Trans>
        </div>
      )}
      {/* Named as its label says: a busy button shows a spinner instead, and still has a name. */}
      <Button
        fullWidth
        loading={busy}
        aria-label={label}
        onClick={() => flow.send({ type: 'alilang.start' })}
      >
        {label}
      </Button>
    </div>
  );
}

function ProblemMessage({ problem }: { problem: AlilangProblem }) {
  const { i18n } = useLingui();
  if (problem === 'agentAbsent')
    return (
      <CardMessage color="yellow" title={<Trans>未检测到阿里郎</Trans>}>
        <Trans>
          请确认本机已安装并启动阿里郎客户端；浏览器询问是否允许访问本地网络时，请选择允许，然后重试。{' '}
          <a href={AGENT_INSTALL_PATH} target="_blank" rel="noopener noreferrer">
            安装说明
          </a>
        </Trans>
      </CardMessage>
    );
  if (problem === 'agentRefused')
    return (
      <CardMessage color="red" title={<Trans>阿里郎拒绝了登录请求</Trans>}>
        <Trans>本机的阿里郎不受本企业管理，或电脑时间不准确。请联系管理员。</Trans>
      </CardMessage>
    );
  return (
    <CardMessage color="red" title={<Trans>阿里郎登录失败</Trans>}>
      {i18n._(ALILANG_MESSAGES[problem] ?? UNEXPECTED_MESSAGE)}
    </CardMessage>
  );
}
