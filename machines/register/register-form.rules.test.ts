import { describe, expect, it } from 'vitest';
import { failed, sampleErrors } from '../testing/sample-errors';
import { samplePolicies as policies } from '../testing/sample-policies';
import { registerRefusal, validateRegisterForm } from './register-form.rules';

const form = {
  username: 'newcomer',
  password: 'Welcome@2026',
  passwordAgain: 'Welcome@2026',
  phoneRegion: '86',
  phoneNumber: '',
  email: 'newcomer@example.com',
  captcha: 'ab12',
};
const refused = (message: string, code = 'InvalidParameter') => failed({ kind: 'response', code, message });

describe('the registration form', () => {
  it('takes a complete form; the phone is optional', () =>
    expect(validateRegisterForm(form, policies)).toEqual({}));
  it('asks for every required field at once', () =>
    expect(
      validateRegisterForm(
        { ...form, username: ' ', password: '', passwordAgain: '', email: '', captcha: '' },
        policies,
      ),
    ).toEqual({
      username: { code: 'required' },
      password: { code: 'required' },
      passwordAgain: { code: 'required' },
      email: { code: 'required' },
      captcha: { code: 'required' },
    }));
  it('refuses a password that contains the name', () =>
    expect(
      validateRegisterForm({ ...form, password: 'Newcomer@2026', passwordAgain: 'Newcomer@2026' }, policies),
    ).toEqual({ password: { code: 'password', violation: { code: 'containsUsername' } } }));
  it('checks a number of another region as digits', () => {
    expect(validateRegisterForm({ ...form, phoneRegion: '852', phoneNumber: '91234567' }, policies)).toEqual(
      {},
    );
    expect(validateRegisterForm({ ...form, phoneNumber: '91234567' }, policies)).toEqual({
      phoneNumber: { code: 'format' },
    });
  });
});

describe("the server's refusals of a registration", () => {
  it.each([
    [
      refused('password.policy.minLength'),
      { field: 'password', error: { code: 'password', violation: { code: 'minLength', min: 8 } } },
    ],
    [
      refused('password.policy.policyType'),
      {
        field: 'password',
        error: { code: 'password', violation: { code: 'policyType', policyType: 'UPPER_LOWER_NUMBER_CHAR' } },
      },
    ],
    [
      refused('username.policy.chars'),
      {
        field: 'username',
        error: {
          code: 'username',
          violation: {
            code: 'chars',
            allowed: ['uppercase', 'lowercase', 'number', 'strike', 'underline', 'point', 'emailChar'],
          },
        },
      },
    ],
    [refused('password.policy.historyReuse'), { form: { code: 'policy' } }],
    [refused('register.invalidPhone'), { field: 'phoneNumber', error: { code: 'format' } }],
    [refused('register.invalidEmail'), { field: 'email', error: { code: 'format' } }],
    [refused('register.closed'), { form: { code: 'refusal', refusal: 'closed' } }],
    [refused('用户名不合法'), { form: { code: 'server', message: '用户名不合法' } }],
    [
      failed({ kind: 'http', status: 400, message: 'bad phone' }),
      { form: { code: 'server', message: 'bad phone' } },
    ],
  ] as const)('%#: reads the refusal', (error, expected) =>
    expect(registerRefusal(error, policies)).toEqual(expected),
  );
  it.each([sampleErrors.network, sampleErrors.http401, refused('x', 'InternalError')])(
    'leaves what is not a refusal to the app',
    (error) => expect(registerRefusal(error, policies)).toBeNull(),
  );
});
