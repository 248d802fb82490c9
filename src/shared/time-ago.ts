/**
 * "Time ago" as SPEC section 9 counts it: second, minute (60 s), hour (3600), day (86400), week (604800),
 * month (2592000, 30 days) and year (31536000, 365 days). A difference is told in the largest unit it fills
 * at least once, by the whole number of those units, so "59 seconds ago" is followed by "1 minute ago".
 */
import { TIME_AGO_UNITS_SECONDS } from '../../schemas/spec-constants';

/** The units, each one Intl.RelativeTimeFormat takes. */
export type TimeAgoUnit = keyof typeof TIME_AGO_UNITS_SECONDS & Intl.RelativeTimeFormatUnitSingular;

export type TimeAgo = { value: number; unit: TimeAgoUnit };

// Largest first: the first unit the difference fills is the one it is told in.
const LARGEST_FIRST: readonly TimeAgoUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];

/**
 * A signed difference in seconds (positive in the future, negative in the past) as a whole count of its
 * largest unit, rounded toward zero: -119 s is one minute ago, not two. Anything under a second (and a
 * difference that is not a number) is 0 seconds, which `numeric: 'auto'` words as "now".
 */
export function timeAgo(seconds: number): TimeAgo {
  if (!Number.isFinite(seconds)) return { value: 0, unit: 'second' };
  const size = Math.abs(seconds);
  const unit = LARGEST_FIRST.find((candidate) => size >= TIME_AGO_UNITS_SECONDS[candidate]) ?? 'second';
  // `|| 0`: a past instant under a second truncates to -0, which some formatters word as "0 seconds ago".
  return { value: Math.trunc(seconds / TIME_AGO_UNITS_SECONDS[unit]) || 0, unit };
}

/** The difference in the words of `locale` ("yesterday", "in 3 hours", "2 分钟前"). */
export function formatTimeAgo(seconds: number, locale: string): string {
  const { value, unit } = timeAgo(seconds);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}
