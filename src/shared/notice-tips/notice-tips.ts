import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EDITION_REFUSALS } from '../../../schemas/rules/edition.rule';

// The tips come with the first notice that has one, not with the first screen: a tip answers a server's
// reply, so the network that brought it brings them too.
/** Special tips of SPEC section 8, shown before the general message. */
export const TIPS: Record<string, MessageDescriptor> = {
  'UserName.Exist': msg`用户名已存在`,
  'Email.Exist': msg`邮箱已存在`,
  'PhoneNumber.Exist': msg`手机号已存在`,
  'Name.Exist': msg`名称已存在`,
  'ExclusiveGroup.Existed': msg`互斥组已存在`,
  'Approval.Submitted': msg`审批已提交`,
  'Char.TooLong': msg`字符长度超出限制`,
  'password.WeakPassword': msg`密码强度太弱`,
  'Excel.Illegal': msg`Excel 文件不合法`,
  'service.connect.timeout': msg`服务连接超时`,
  'EnterpriseId.Empty': msg`企业ID不能为空`,
  'EnterpriseId.IllegalChar': msg`企业ID包含非法字符`,
  'EnterpriseId.Existed': msg`企业ID已存在`,
  'EnterpriseId.NotExisted': msg`企业ID不存在`,
  'Username.Empty': msg`用户名不能为空`,
  'Password.Empty': msg`密码不能为空`,
  'Password.Invalid': msg`密码不合法`,
  'ExpiredDate.Invalid': msg`过期时间不合法`,
  'UserLimit.Invalid': msg`用户数量限制不合法`,
  'ApplicationIp.Illegal': msg`应用IP不合法`,
  'ApiBaseUrl.Empty': msg`API地址不能为空`,
  'ApiBaseUrl.FormatError': msg`API地址格式错误`,
  'Connector.Name.Invalid': msg`连接器名称不合法`,
  'Connector.Id.Invalid': msg`连接器ID不合法`,
  'Connector.Secret.Invalid': msg`连接器密钥不合法`,
  'Connector.Uuid.Invalid': msg`连接器UUID不合法`,
  'Connection.Failed': msg`连接失败，请检查地址和网络`,
  'Connection.Refused': msg`连接被拒绝`,
  'AuthenticationName.TooLong': msg`认证源名称过长`,
  'ApplicationName.Empty': msg`应用名称不能为空`,
  'ApplicationName.TooLong': msg`应用名称不能超过32个字符`,
  'ApplicationName.Repeated': msg`应用名称已存在`,
  // The second factor's pass was refused when redeemed (SPEC 8: state invalid or expired).
  'secondFactor.expiredCode': msg`状态无效或已过期`,
  // A free tenant's server refused a login type beyond the password (Forbidden): the page that skipped the
  // edition prompt is told why.
  [EDITION_REFUSALS.paidFeature]: msg`当前为免费版，该登录方式需要升级版本，请联系管理员。`,
};
