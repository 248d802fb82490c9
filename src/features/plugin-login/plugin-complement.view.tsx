import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pluginComplementMachine } from '../../../machines/plugin-login/plugin-complement.machine';
import type { FormField } from '../../../schemas/dynamic-form.schema';
import { DELAYS } from '../../../schemas/spec-constants';
import { CardMessage } from '../../shared/card-message.view';
import { FlowCardPage } from '../../shared/flow-card.view';
import classes from '../../shared/redirect-page.module.css';
import { PageHeading, ProblemCard, Working } from '../../shared/redirect-page.view';
import { Button } from '../../ui/button.view';
import { TextField } from '../../ui/text-field.view';
import {
  COMPLEMENT_PROBLEM_MESSAGES,
  FIELD_ERROR_MESSAGES,
  FIELD_LABELS,
  TRACE_REFUSAL_MESSAGES,
  checkFailureText,
} from './plugin-login.messages';

type Flow = ActorRefFrom<typeof pluginComplementMachine>;
// The machine goes back after this (SPEC 9 "after binding 3 s"); the page says when.
const RETURN_SECONDS = DELAYS.afterBinding / 1000;
// What the browser may fill in and which keyboard a phone shows, by the server's field key.
const INPUT_HINTS: Record<string, { autoComplete: string; inputMode: 'tel' | 'email'; type: string }> = {
  phone: { autoComplete: 'tel-national', inputMode: 'tel', type: 'tel' },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email' },
};

/** `/adapterUserInfo`: the fields the source requires, then on to the account it makes. */
export const PluginComplementView = () => (
  <FlowCardPage flow="pluginComplement" Panel={PluginComplementPanel} />
);

export function PluginComplementPanel({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const step = useSelector(flow, (s) =>
    s.matches('editing') || s.matches('submitting')
      ? 'form'
      : s.matches('refused')
        ? 'refused'
        : s.matches('invalid')
          ? 'invalid'
          : s.matches('failed')
            ? 'failed'
            : 'busy',
  );
  const { form, errors, problem, outcome, values } = useSelector(flow, (s) => s.context);
  const submitting = useSelector(flow, (s) => s.matches('submitting'));
  const back = () => flow.send({ type: 'complement.back' });
  const seconds = RETURN_SECONDS;
  const fields = (form?.form.formData ?? []).filter((field) => field.show);
  const english = i18n.locale === 'en';
  const text = (value: FormField['name']) => (english ? value.en : value.zh) || value.zh;
  // The fields this server asks for are named here; another back end's by the names it sends.
  const label = (field: FormField) => {
    const named = FIELD_LABELS[field.key];
    return named ? i18n._(named) : text(field.name);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = Object.fromEntries(fields.map((field) => [field.key, String(data.get(field.key) ?? '')]));
    flow.send({ type: 'complement.submit', values: typed });
  };
  const name = form?.displayName ?? '';
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeading title={<Trans>补充账号信息</Trans>} />
      {step === 'busy' && <Working label={t`正在读取需要补充的信息`} />}
      {step === 'form' && (
        <form onSubmit={submit} noValidate aria-label={t`补充账号信息`}>
          <Stack gap="md">
            <Text size="sm">
              <Trans>{name}，首次通过外部系统登录需要补充以下信息，提交后将为你创建账号并登录。</Trans>
            </Text>
            {problem && <CardMessage color="red">{i18n._(COMPLEMENT_PROBLEM_MESSAGES[problem])}</CardMessage>}
            {fields.map((field) => {
              const error = errors[field.key];
              return (
                <TextField
                  key={field.key}
                  name={field.key}
                  label={label(field)}
                  placeholder={text(field.placeholder) || undefined}
                  defaultValue={values[field.key] ?? ''}
                  readOnly={field.readonly}
                  required={field.rules.some((rule) => rule.required)}
                  maxLength={255}
                  {...INPUT_HINTS[field.key]}
                  error={error ? i18n._(FIELD_ERROR_MESSAGES[error]) : undefined}
                  onChange={() => error && flow.send({ type: 'complement.edit', key: field.key })}
                />
              );
            })}
            <Button type="submit" fullWidth loading={submitting}>
              <Trans>提交并登录</Trans>
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={back} style={{ alignSelf: 'center' }}>
              <Trans>暂不补充，返回登录</Trans>
            </Anchor>
          </Stack>
        </form>
      )}
      {step === 'refused' && (
        <ProblemCard
          title={<Trans>外部系统登录失败</Trans>}
          text={i18n._(
            TRACE_REFUSAL_MESSAGES[outcome?.kind === 'refused' ? outcome.refusal : 'pluginFailed'],
          )}
          onBack={back}
        />
      )}
      {step === 'invalid' && (
        <ProblemCard
          title={<Trans>无法补充信息</Trans>}
          text={<Trans>补充信息的请求已失效或不是在本页面发起的，请重新通过外部系统登录</Trans>}
          footnote={<Trans>{seconds} 秒后自动返回登录页</Trans>}
          onBack={back}
        />
      )}
      {step === 'failed' && (
        <ProblemCard
          title={<Trans>无法读取需要补充的信息</Trans>}
          text={checkFailureText(i18n, problem)}
          onRetry={() => flow.send({ type: 'complement.retry' })}
          onBack={back}
        />
      )}
    </Stack>
  );
}
