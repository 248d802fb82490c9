import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageId } from '../../../machines/app/pages';

/** The status pages of SPEC section 2 (their routes: machines/app/pages.ts). */
export type StatusKind = PageId;

/** Their tab titles: the router needs them at once; the pages' texts come with the lazy page. */
export const STATUS_TITLES: Record<StatusKind, MessageDescriptor> = {
  notFound: msg`页面不存在`,
  serverError: msg`服务器错误`,
  forbidden: msg`拒绝访问`,
  unauthorized: msg`未授权`,
  unavailable: msg`服务不可用`,
  ipAccess: msg`IP访问受限`,
  applicationDisabled: msg`应用已禁用`,
  applicationNoPermission: msg`无权访问应用`,
  systemError: msg`系统错误`,
};
