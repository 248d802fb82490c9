/**
 * Dates as SPEC section 9 writes them: yyyy-MM-dd unless a view asks for another pattern. A pattern is made of
 * yyyy, MM, dd, HH, mm and ss (four-digit year, then two digits each, 24-hour clock), in the browser's local
 * time; every other character stands as it is.
 */
import { DEFAULT_DATE_FORMAT } from '../../schemas/spec-constants';

const two = (n: number) => String(n).padStart(2, '0');

const FIELDS: Record<string, (date: Date) => string> = {
  yyyy: (date) => String(date.getFullYear()).padStart(4, '0'),
  MM: (date) => two(date.getMonth() + 1),
  dd: (date) => two(date.getDate()),
  HH: (date) => two(date.getHours()),
  mm: (date) => two(date.getMinutes()),
  ss: (date) => two(date.getSeconds()),
};

// One pass over the pattern, so a field's digits are never read again as a field.
const FIELD = /yyyy|MM|dd|HH|mm|ss/g;

/** `date` in `pattern`; an empty string for an invalid date, so a view shows nothing rather than "NaN". */
export function formatDate(date: Date, pattern: string = DEFAULT_DATE_FORMAT): string {
  if (Number.isNaN(date.getTime())) return '';
  return pattern.replace(FIELD, (field) => FIELDS[field]?.(date) ?? field);
}
