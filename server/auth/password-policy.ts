import type { PasswordPolicy } from '../../schemas/password-change.schema';
import { type CharClass, missingCharClasses } from '../../schemas/password-policy-rules';
import { isPwned } from './pwned-list';

const CHAR_CLASS_NAMES: Record<CharClass, string> = {
  upper: '大写字母',
  lower: '小写字母',
  number: '数字',
  char: '特殊字符',
};

/**
 * Why a new password is refused, or null. Messages carry `password.policy` (broken policy) or
 * `password.WeakPassword` (known breached), which the front end maps to its fixed texts (SPEC section 5);
 * the Chinese after the key is for anyone reading the raw answer.
 */
export function passwordViolation(password: string, policy: PasswordPolicy, username: string): string | null {
  if (password.length < policy.minLength)
    return `password.policy.minLength: 密码长度不能少于 ${policy.minLength} 位`;
  if (policy.maxLength && password.length > policy.maxLength) {
    return `password.policy.maxLength: 密码长度不能超过 ${policy.maxLength} 位`;
  }
  const missing = missingCharClasses(password, policy.type);
  if (missing.length > 0) {
    return `password.policy.${policy.type}: 缺少${missing.map((c) => CHAR_CLASS_NAMES[c]).join('、')}`;
  }
  if (username && password.toLowerCase().includes(username.toLowerCase())) {
    return 'password.policy.containsUsername: 密码不能包含用户名';
  }
  if (isPwned(password)) return 'password.WeakPassword: 该密码已出现在泄露密码库中，请更换';
  return null;
}
