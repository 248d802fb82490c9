/**
 * The mail that tells a registrant the administrator's decision, in both languages of the page. It is the
 * message itself, not an API answer, so it is worded here.
 */
export function registrationDecisionMail(
  tenantName: string,
  registration: { username: string; status: 'APPROVED' | 'REJECTED' },
) {
  const { username } = registration;
  if (registration.status === 'APPROVED') {
    return {
      subject: `【${tenantName}】注册已通过 / Registration approved`,
      text: [
        `您的账号 ${username} 已通过管理员审批，现在可以登录了。`,
        `Your account ${username} has been approved by the administrator: you can sign in now.`,
      ].join('\n\n'),
    };
  }
  return {
    subject: `【${tenantName}】注册未通过 / Registration declined`,
    text: [
      `您以 ${username} 提交的注册申请未获管理员批准。如有疑问，请联系管理员。`,
      `Your registration as ${username} was declined by the administrator. Contact them if you have questions.`,
    ].join('\n\n'),
  };
}
