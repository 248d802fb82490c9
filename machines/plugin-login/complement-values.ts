import type { FormField } from '../../schemas/dynamic-form.schema';
import { type ComplementField, ComplementField as Field } from '../../schemas/plugin-login.schema';
import { isEmail, isPhoneNumber } from '../../schemas/rules/contact.rule';

/** What is wrong with a field's value before it is sent: nothing typed, or not a number or address. */
export type ValueError = 'required' | 'phoneInvalid' | 'emailInvalid';

const FORMAT: Record<ComplementField, { valid: (value: string) => boolean; error: ValueError }> = {
  phone: { valid: (value) => isPhoneNumber(value), error: 'phoneInvalid' },
  email: { valid: isEmail, error: 'emailInvalid' },
};

/**
 * The errors of the values typed into the complement form, by field key: a required field left empty, a phone
 * or mail that breaks the rule the server applies too (schemas/rules/contact.rule.ts). Empty: send them.
 */
export function valueErrors(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
): Record<string, ValueError> {
  const errors: Record<string, ValueError> = {};
  for (const field of fields) {
    const value = values[field.key]?.trim() ?? '';
    const key = Field.safeParse(field.key);
    if (!value) {
      if (field.rules.some((rule) => rule.required)) errors[field.key] = 'required';
    } else if (key.success && !FORMAT[key.data].valid(value)) errors[field.key] = FORMAT[key.data].error;
  }
  return errors;
}

/** The values the form sends: its fields' (those it sends), trimmed. */
export const sentValues = (fields: readonly FormField[], values: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    fields.filter((field) => field.send).map((field) => [field.key, values[field.key]?.trim() ?? '']),
  );
