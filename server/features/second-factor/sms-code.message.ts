/**
 * The text of the SMS that carries a code, in both languages of the page (a phone has no language setting
 * the server knows). It is the message itself, not an API answer, so it is worded here.
 */
export function smsText(tenantName: string, code: string, validMinutes: number): string {
  return [
    `【${tenantName}】您的二次认证验证码为 ${code}，${validMinutes} 分钟内有效。如非本人操作，请忽略本短信。`,
    `[${tenantName}] Your verification code is ${code}, valid for ${validMinutes} minutes. If you did not ask for it, ignore this message.`,
  ].join('\n');
}

/** The text that carries a code to reset a lost authenticator app: it says what the code does. */
export function resetSmsText(tenantName: string, code: string, validMinutes: number): string {
  return [
    `【${tenantName}】您正在重置身份验证器，验证码为 ${code}，${validMinutes} 分钟内有效。如非本人操作，请立即修改密码。`,
    `[${tenantName}] Your code to reset your authenticator app is ${code}, valid for ${validMinutes} minutes. If you did not ask for it, change your password now.`,
  ].join('\n');
}
