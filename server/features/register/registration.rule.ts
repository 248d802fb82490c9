import type { RegisterRequest } from '../../../schemas/register.schema';
import { REGISTER_REFUSALS, usernamePolicyRefusal } from '../../../schemas/refusals';
import { isEmail, isPhoneNumber } from '../../../schemas/rules/contact.rule';
import { usernameViolation } from '../../../schemas/rules/username-policy.rule';
import type { TenantSettings } from '../../tenant/tenant-settings.schema';
import { newPasswordRefusal } from '../modify-password/new-password.rule';

type Form = Pick<RegisterRequest, 'username' | 'email' | 'phoneNumber' | 'phoneRegion'>;

/**
 * Why a registration is refused once its password is decrypted, as the refusal code the server sends, or
 * null: the tenant's username policy, the e-mail, the phone for its region (optional: empty when not given),
 * then the password as every new password is judged (policy, the name in it, the breached list). The forms
 * check the same rules of schemas/rules/ as they are typed; the breached list is the server's alone.
 */
export function registrationRefusal(
  form: Form,
  password: string,
  settings: Pick<TenantSettings, 'usernamePolicy' | 'passwordPolicy'>,
  names: readonly (string | null)[],
): string | null {
  const nameViolation = usernameViolation(form.username, settings.usernamePolicy);
  if (nameViolation) return usernamePolicyRefusal(nameViolation);
  if (!isEmail(form.email)) return REGISTER_REFUSALS.invalidEmail;
  if (form.phoneNumber !== '' && !isPhoneNumber(form.phoneNumber, form.phoneRegion)) {
    return REGISTER_REFUSALS.invalidPhone;
  }
  return newPasswordRefusal(password, null, settings.passwordPolicy, form.username, names);
}
