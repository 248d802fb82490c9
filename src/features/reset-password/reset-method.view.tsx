import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import type { ResetMethod, VerifyType } from '../../../schemas/reset-password.schema';
import { VerifyType as VerifyTypeSchema } from '../../../schemas/reset-password.schema';
import { formText } from '../../shared/form-text';
import classes from './reset-password.module.css';

type MethodStepProps = {
  username: string;
  methods: readonly ResetMethod[];
  onChoose: (method: VerifyType) => void;
  onRestart: () => void;
};

/** Step 2: the ways the account can be proved, each with where its code goes (masked). */
export function ResetMethodStep({ username, methods, onChoose, onRestart }: MethodStepProps) {
  const { t } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = VerifyTypeSchema.safeParse(formText(new FormData(event.currentTarget), 'method'));
    if (chosen.success) onChoose(chosen.data);
  };
  return (
    <form onSubmit={submit} aria-label={t`选择验证方式`}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Trans>
              账号：<strong>{username}</strong>
            </Trans>
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            <Trans>更换账号</Trans>
          </Anchor>
        </Group>
        <fieldset className={classes.choices}>
          <legend className={classes.legend}>
            <Trans>选择一种方式验证身份</Trans>
          </legend>
          <Stack gap="xs">
            {methods.map((method, index) => (
              <label key={method.type} className={classes.method}>
                <input type="radio" name="method" value={method.type} defaultChecked={index === 0} required />
                <span>
                  <Text span size="sm" fw={500} display="block">
                    <MethodName type={method.type} />
                  </Text>
                  {method.masked && (
                    <Text span size="xs" c="dimmed" display="block">
                      {method.masked}
                    </Text>
                  )}
                </span>
              </label>
            ))}
          </Stack>
        </fieldset>
        <Button type="submit" fullWidth mt="xs">
          <Trans>下一步</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function MethodName({ type }: { type: VerifyType }) {
  switch (type) {
    case 'email':
      return <Trans>邮箱验证码</Trans>;
    case 'phone':
      return <Trans>短信验证码</Trans>;
    case 'question':
      return <Trans>回答密保问题</Trans>;
  }
}
