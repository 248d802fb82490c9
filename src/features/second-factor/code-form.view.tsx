import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { CodeFormatError } from '../../../machines/shared/code-refusal';
import type { SecondFactorRefusal } from '../../../schemas/refusals';
import { FORMAT_ERRORS, REFUSAL_TEXTS } from './second-factor.messages';

type CodeFormProps = {
  label: string;
  description?: ReactNode;
  busy: boolean;
  formatError: CodeFormatError | null;
  refusal: SecondFactorRefusal | null;
  /** The code as typed, and the whole form for a method with more fields. */
  onSubmit: (code: string, form: FormData) => void;
  onEdit: () => void;
  /** Above the field: the SMS send button, for one. */
  children?: ReactNode;
  /** Below the field: the captcha, for the administrator's code. */
  after?: ReactNode;
  /** The refusal was not about the code (a wrong captcha): the code stays as typed, and the focus elsewhere. */
  keepCode?: boolean;
};

/**
 * A one-time code and its submit button, for every method: digits only, the browser may fill it from an SMS
 * (`autocomplete=one-time-code`); a refused code is cleared and the field takes the focus again.
 */
export function CodeForm({
  label,
  description,
  busy,
  formatError,
  refusal,
  onSubmit,
  onEdit,
  children,
  after,
  keepCode = false,
}: CodeFormProps) {
  const { i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  // The code is what the page is for: the field has the focus from the start.
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if ((!refusal && !formatError) || keepCode) return;
    if (refusal && input.current) input.current.value = '';
    input.current?.focus();
  }, [refusal, formatError, keepCode]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = form.get('code');
    onSubmit(typeof value === 'string' ? value : '', form);
  };
  const fieldError = formatError ? i18n._(FORMAT_ERRORS[formatError]) : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <TextInput
          ref={input}
          name="code"
          label={label}
          description={description}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          // Mantine marks the field invalid by `error` alone (its aria-invalid wins): a refused code, said in
          // the alert below, is an error without a text of its own.
          error={fieldError ?? ((refusal !== null && !keepCode) || undefined)}
          onChange={() => (formatError || refusal) && onEdit()}
        />
        {after}
        {refusal && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {i18n._(REFUSAL_TEXTS[refusal])}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          <Trans>验证</Trans>
        </Button>
      </Stack>
    </form>
  );
}
