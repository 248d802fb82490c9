/**
 * The mail that carries a user's code to the tenant's administrator, in both languages of the page. It asks
 * the administrator to confirm who is asking before relaying the code: that check is the whole point of the
 * method. It is the message itself, not an API answer, so it is worded here.
 */
export function adminCodeMail(
  tenantName: string,
  user: { username: string; displayName: string },
  code: string,
  validMinutes: number,
) {
  const who =
    user.displayName && user.displayName !== user.username
      ? `${user.displayName} (${user.username})`
      : user.username;
  return {
    subject: `【${tenantName}】二次认证验证码申请 / Second-factor code request: ${user.username}`,
    text: [
      `用户 ${who} 申请登录二次认证验证码：${code}，${validMinutes} 分钟内有效。请先确认是本人申请，再将验证码告知对方。`,
      `${who} asks for a second-factor sign-in code: ${code}, valid for ${validMinutes} minutes. Confirm that it is really them before you pass it on.`,
    ].join('\n\n'),
  };
}
