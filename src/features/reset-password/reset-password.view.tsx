import '@mantine/core/styles/Alert.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import { refusalNamed } from '../../../machines/reset-password/reset-refusal';
import { FlowCardPage } from '../../shared/flow-card.view';
import { SuccessAlert } from '../../shared/success-alert.view';
import { ResetAccountStep } from './reset-account.view';
import { ResetCodeStep } from './reset-code.view';
import { ResetMethodStep } from './reset-method.view';
import { ResetNewPasswordStep } from './reset-new-password.view';
import { REFUSAL_TEXTS, STEP_NAMES } from './reset-password.messages';
import { ResetQuestionsStep } from './reset-questions.view';

type Flow = ActorRefFrom<typeof resetPasswordMachine>;
type Snapshot = SnapshotFrom<typeof resetPasswordMachine>;

// The machine declares its children: each step's actor comes typed.
const accountChild = (s: Snapshot) => s.children.resetAccount;
const codeChild = (s: Snapshot) => s.children.resetCode;
const questionsChild = (s: Snapshot) => s.children.resetQuestions;
const newPasswordChild = (s: Snapshot) => s.children.resetNewPassword;

/** `/resetPassword`: the forgotten-password reset in the tenant's login frame, once its flow runs. */
export const ResetPasswordView = () => <FlowCardPage flow="resetPassword" Panel={ResetPasswordPanel} />;

const STEP_OF = {
  resuming: 0,
  account: 0,
  choosing: 1,
  code: 2,
  questions: 2,
  newPassword: 3,
  succeeded: 4,
  failed: 4,
  done: 4,
} as const;

/** The five steps of SPEC 4, one at a time, under the step's number and name. */
export function ResetPasswordPanel({ flow }: { flow: Flow }) {
  const { i18n } = useLingui();
  const step = useSelector(flow, (s) => (typeof s.value === 'string' ? s.value : 'account'));
  const index = STEP_OF[step];
  const current = index + 1;
  const total = STEP_NAMES.length;
  const name = i18n._(STEP_NAMES[index]);
  // A new step takes the focus to its name, read out with it; the steps with a field to fill focus that.
  const stepRef = useRef<HTMLParagraphElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (step === 'choosing' || step === 'questions' || step === 'failed') stepRef.current?.focus();
  }, [step]);
  // The tab's reset is read back at once (a reload goes on where it was): nothing to show for that moment.
  if (step === 'resuming') return null;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3" ta="center">
          <Trans>找回密码</Trans>
        </Title>
        <Text ref={stepRef} tabIndex={-1} size="sm" c="dimmed" ta="center" mt={4}>
          <Trans>
            第 {current} 步（共 {total} 步）：{name}
          </Trans>
        </Text>
      </div>
      <StepBody flow={flow} step={step} />
      {step !== 'succeeded' && step !== 'done' && (
        <Text size="sm" ta="center">
          <Trans>
            想起密码了？
            <Anchor component="button" type="button" onClick={() => flow.send({ type: 'reset.leave' })}>
              返回登录
            </Anchor>
          </Trans>
        </Text>
      )}
    </Stack>
  );
}

function StepBody({ flow, step }: { flow: Flow; step: keyof typeof STEP_OF }) {
  const { i18n } = useLingui();
  const account = useSelector(flow, accountChild);
  const code = useSelector(flow, codeChild);
  const questions = useSelector(flow, questionsChild);
  const newPassword = useSelector(flow, newPasswordChild);
  const { user, method, result } = useSelector(flow, (s) => s.context);
  const changeMethod = () => flow.send({ type: 'method.change' });
  switch (step) {
    case 'resuming':
      return null;
    case 'account':
      return account ? <ResetAccountStep flow={account} /> : null;
    case 'choosing':
      return user ? (
        <ResetMethodStep
          username={user.username}
          methods={user.methods}
          onChoose={(chosen) => flow.send({ type: 'method.choose', method: chosen })}
          onRestart={() => flow.send({ type: 'reset.restart' })}
        />
      ) : null;
    case 'code':
      return code ? (
        <ResetCodeStep
          flow={code}
          masked={user?.methods.find((m) => m.type === method)?.masked ?? null}
          onChangeMethod={changeMethod}
        />
      ) : null;
    case 'questions':
      return questions ? <ResetQuestionsStep flow={questions} onChangeMethod={changeMethod} /> : null;
    case 'newPassword':
      return newPassword ? <ResetNewPasswordStep flow={newPassword} /> : null;
    case 'succeeded':
    case 'done':
      return (
        <Stack gap="md">
          <SuccessAlert title={<Trans>密码已重置</Trans>}>
            <Trans>请使用新密码登录。为了安全，该账号已在所有设备上退出登录。</Trans>
          </SuccessAlert>
          <Button fullWidth onClick={() => flow.send({ type: 'reset.finish' })} autoFocus>
            <Trans>返回登录</Trans>
          </Button>
        </Stack>
      );
    case 'failed': {
      const code = result?.errorMessage;
      const known = refusalNamed(code);
      return (
        <Stack gap="md">
          <Alert color="red" role="alert" title={<Trans>密码重置失败</Trans>}>
            {known ? i18n._(REFUSAL_TEXTS[known]) : code || <Trans>请重新开始找回密码</Trans>}
          </Alert>
          <Button fullWidth onClick={() => flow.send({ type: 'reset.restart' })}>
            <Trans>重新找回</Trans>
          </Button>
        </Stack>
      );
    }
  }
}
