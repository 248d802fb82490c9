/**
 * The text that carries an SMS login code, in both languages of the page (a phone has no language setting the
 * server knows). It says what the code does, so a code nobody asked for is a warning. It is the message
 * itself, not an API answer, so it is worded here.
 */
export function loginCodeSms(tenantName: string, code: string, validMinutes: number): string {
  return [
    `【${tenantName}】您正在使用短信验证码登录，验证码为 ${code}，${validMinutes} 分钟内有效。请勿告诉他人；如非本人操作，请忽略。`,
    `[${tenantName}] Your sign-in code is ${code}, valid for ${validMinutes} minutes. Do not share it. If you did not ask for it, ignore this message.`,
  ].join('\n');
}
