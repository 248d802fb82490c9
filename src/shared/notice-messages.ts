import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Notice } from '../../machines/shared/notice';

const UNEXPECTED = msg`发生未知错误，请稍后再试`;

/** General messages of SPEC section 8, by notice key. */
const GENERAL: Record<string, MessageDescriptor> = {
  network: msg`网络错误，请稍后再试！`,
  malformed: msg`服务器返回的数据无法识别（{endpoint}），请稍后再试`,
  'http.400': msg`请求错误`,
  'http.401': msg`未授权，请登录`,
  'http.403': msg`拒绝访问`,
  'http.404': msg`请求地址出错`,
  'http.408': msg`请求超时`,
  'http.500': msg`服务器内部错误`,
  'http.501': msg`服务未实现`,
  'http.502': msg`网关错误`,
  'http.503': msg`服务不可用`,
  'http.504': msg`网关超时`,
  'http.505': msg`HTTP版本不受支持`,
  'http.other': msg`连接出错（{status}）`,
  'code.401': msg`登录认证失败，请重试`,
  'code.BadRequest': msg`请求参数有误`,
  'code.Unauthorized': msg`未授权，请登录`,
  'code.ResourceNotFound': msg`请求的资源不存在`,
  'code.Forbidden': msg`拒绝访问`,
  'code.InvalidUserLicense': msg`用户数已超出许可证限额，无法添加更多用户。`,
  'code.UnsupportedMediaType': msg`不支持的媒体类型`,
  'code.EntityNotFound': msg`数据不存在`,
  'code.UnknownInstanceID': msg`未知的实例ID`,
  'code.ExpiredInstance': msg`实例已过期`,
  'code.Permission': msg`没有操作权限`,
  'code.OperationDenied': msg`操作被拒绝`,
  'code.InvalidParameter': msg`参数错误`,
  'code.InternalError': msg`服务器内部错误`,
  'code.400': msg`参数错误`,
  flowUnavailable: msg`页面加载失败，请检查网络后重试`,
  'applicationTwoFactor.incomplete': msg`应用二次认证的链接不完整，请回到应用重新发起认证`,
  'register.closed': msg`当前企业未开放自助注册，请联系管理员开通账号`,
  'link.invalid': msg`链接无效或已失效，请重新登录`,
  'session.tenantGone': msg`登录的企业已不存在，请重新登录`,
  'modifyPassword.changed': msg`密码已修改，请使用新密码登录`,
  // SPEC 8: the UEBA error dialog of a user that risk control locked during the login.
  riskLocked: msg`账户存在安全风险，已被锁定，请联系管理员。`,
  'license.serviceStopped': msg`许可证已过期，系统已停止服务，请联系管理员。`,
};

/** The titles of the notices shown as dialogs. */
const DIALOG_TITLES: Record<string, MessageDescriptor> = {
  riskLocked: msg`账户已锁定`,
  'license.serviceStopped': msg`服务不可用`,
  'code.InvalidUserLicense': msg`用户数超出许可证限额`,
};

/** A dialog notice's title; a notice without one of its own is titled as an error. */
export const noticeTitle = (i18n: I18n, notice: Notice): string =>
  i18n._(DIALOG_TITLES[notice.key] ?? msg`错误`);

/**
 * The toast text of a notice: its general message, or the server's own text for unmapped codes. A notice's
 * special tip (notice-tips/) comes before it once its texts have downloaded: `special tip;general message`.
 */
export function noticeText(i18n: I18n, notice: Notice): string {
  if (notice.key === 'code.raw') return notice.text ?? i18n._(UNEXPECTED);
  return i18n._((GENERAL[notice.key] ?? UNEXPECTED).id, notice.values);
}
