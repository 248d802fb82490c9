import { describe, expect, it } from 'vitest';
import type { FormField } from '../../schemas/dynamic-form.schema';
import { sentValues, valueErrors } from './complement-values';

const field = (key: string, required = true, send = true): FormField => ({
  key,
  name: { zh: key, en: key },
  type: 'input',
  options: [],
  readonly: false,
  placeholder: { zh: '', en: '' },
  show: true,
  send,
  description: { zh: '', en: '' },
  rules: required ? [{ required: true, message: 'fieldRequired' }] : [],
});

describe('the complement form’s values', () => {
  it('asks for required fields, and checks a phone and a mail as the server does', () => {
    const fields = [field('phone'), field('email'), field('note', false)];
    expect(valueErrors(fields, { phone: ' ', email: '', note: '' })).toEqual({
      phone: 'required',
      email: 'required',
    });
    expect(valueErrors(fields, { phone: '12345', email: 'not-mail' })).toEqual({
      phone: 'phoneInvalid',
      email: 'emailInvalid',
    });
    expect(valueErrors(fields, { phone: '13900139255', email: 'a@b.example' })).toEqual({});
  });

  it('sends the fields that say so, trimmed', () => {
    expect(sentValues([field('phone'), field('shown', true, false)], { phone: ' 139 ', shown: 'x' })).toEqual(
      {
        phone: '139',
      },
    );
  });
});
