/**
 * The texts that carry a password reset code, in both languages of the page (a mailbox or a phone has no
 * language setting the server knows). They say what the code does, so a code nobody asked for is a warning.
 * They are the messages themselves, not API answers, so they are worded here.
 */
export function resetCodeMail(tenantName: string, code: string, validMinutes: number) {
  return {
    subject: `【${tenantName}】重置密码验证码 / Password reset code`,
    text: [
      `您正在重置登录密码，验证码为 ${code}，${validMinutes} 分钟内有效。如非本人操作，请忽略本邮件，您的密码不会改变。`,
      `Your code to reset your password is ${code}, valid for ${validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ].join('\n\n'),
  };
}

export function resetCodeSms(tenantName: string, code: string, validMinutes: number): string {
  return [
    `【${tenantName}】您正在重置登录密码，验证码为 ${code}，${validMinutes} 分钟内有效。如非本人操作，请忽略。`,
    `[${tenantName}] Your password reset code is ${code}, valid for ${validMinutes} minutes. If you did not ask for it, ignore this message.`,
  ].join('\n');
}
