import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '../date-format';
import { formatTimeAgo } from '../time-ago';

/**
 * The end of the license as the dialogs tell it: its date (SPEC 9's yyyy-MM-dd) and how far off it is, in the
 * past tense once it has passed: an expired license "ended on … (yesterday)", never "ends on".
 */
export function licenseEndText(i18n: I18n, end: Date, now: number): string {
  const date = formatDate(end);
  const distance = formatTimeAgo((end.getTime() - now) / 1000, i18n.locale);
  return end.getTime() <= now
    ? i18n._(msg`已于 ${date} 到期（${distance}）。`)
    : i18n._(msg`到期时间：${date}（${distance}）。`);
}
