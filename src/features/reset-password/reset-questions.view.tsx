import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Center, Loader, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { resetQuestionsMachine } from '../../../machines/reset-password/reset-questions.machine';
import { formText } from '../../shared/form-text';
import { LoadFailed } from '../../shared/load-failed.view';
import { useRefusalFocus } from '../../shared/use-refusal-focus';
import { REFUSAL_TEXTS } from './reset-password.messages';

type Questions = ActorRefFrom<typeof resetQuestionsMachine>;

/** Step 3 by secret questions: each of the account's questions and its answer (reset-questions.machine.ts). */
export function ResetQuestionsStep({
  flow,
  onChangeMethod,
}: {
  flow: Questions;
  onChangeMethod: () => void;
}) {
  const { i18n, t } = useLingui();
  const state = useSelector(flow, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('loadFailed')
        ? 'loadFailed'
        : s.matches('unavailable')
          ? 'unavailable'
          : 'answering',
  );
  const { questions, missing, refusal } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // After a submit only: the first unanswered question, or the refusal, takes the focus.
  const markSubmitted = useRefusalFocus({
    formRef,
    fields: questions.map(({ id }) => id),
    fieldErrors: Object.fromEntries(missing.map((id) => [id, true])),
    rejection: refusal,
    rejectionRef: refusalRef,
  });
  const other = (
    <Anchor component="button" type="button" size="sm" ta="center" onClick={onChangeMethod}>
      <Trans>换一种验证方式</Trans>
    </Anchor>
  );
  if (state === 'loading')
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t`正在加载密保问题`} />
      </Center>
    );
  if (state === 'loadFailed')
    return (
      <LoadFailed
        title={<Trans>密保问题加载失败</Trans>}
        text={<Trans>暂时无法获取密保问题，请检查网络后重试。</Trans>}
        onRetry={() => flow.send({ type: 'questions.retry' })}
      />
    );
  if (state === 'unavailable')
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert" p="xs">
          {refusal && i18n._(REFUSAL_TEXTS[refusal])}
        </Alert>
        {other}
      </Stack>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    markSubmitted();
    const data = new FormData(event.currentTarget);
    flow.send({
      type: 'answers.submit',
      answers: Object.fromEntries(questions.map(({ id }) => [id, formText(data, id)])),
    });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`回答密保问题`}>
      <Stack gap="sm">
        {questions.map(({ id, secretIssue }) => (
          <TextInput
            key={id}
            name={id}
            label={secretIssue}
            autoComplete="off"
            required
            // Mantine marks the field invalid by `error` alone (its aria-invalid wins): refused answers, said
            // in the alert, mark every field without a text of its own.
            error={missing.includes(id) ? t`请输入答案` : refusal !== null || undefined}
            onChange={() => (missing.includes(id) || refusal) && flow.send({ type: 'answers.edit', id })}
          />
        ))}
        {refusal && (
          <Alert ref={refusalRef} tabIndex={-1} color="red" variant="light" role="alert" p="xs">
            {i18n._(REFUSAL_TEXTS[refusal])}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          <Trans>下一步</Trans>
        </Button>
        {other}
      </Stack>
    </form>
  );
}
