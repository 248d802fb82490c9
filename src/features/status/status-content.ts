import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusKind } from './status-titles';

export { STATUS_TITLES, type StatusKind } from './status-titles';

export const STATUS_TEXTS: Record<StatusKind, MessageDescriptor> = {
  notFound: msg`抱歉，您访问的页面不存在或已被移除。`,
  serverError: msg`服务器内部错误，请稍后再试。`,
  forbidden: msg`抱歉，您没有权限访问此页面。`,
  unauthorized: msg`您尚未登录或登录已失效，请重新登录。`,
  unavailable: msg`服务暂时不可用，请稍后再试。`,
  ipAccess: msg`您当前的IP地址不在企业允许访问的范围内，无法登录。请连接企业网络或联系管理员。`,
  applicationDisabled: msg`该应用已被禁用，请联系管理员。`,
  applicationNoPermission: msg`您没有访问该应用的权限，请联系管理员。`,
  systemError: msg`系统出现错误，请稍后再试或联系管理员。`,
};

/** Codes shown large on the page; the named pages show none. */
export const STATUS_CODES: Partial<Record<StatusKind, string>> = {
  notFound: '404',
  serverError: '500',
  forbidden: '403',
  unauthorized: '401',
  unavailable: '503',
};

/** Pages where trying again can help offer a retry beside the way back to login. */
export const RETRYABLE: readonly StatusKind[] = ['serverError', 'unavailable', 'systemError'];
