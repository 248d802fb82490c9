import { useLingui } from '@lingui/react/macro';
import { TIPS } from './notice-tips';

/** A notice's text with its special tip before it (SPEC 8): `special tip;general message`. */
export default function NoticeTip({ tip, text }: { tip: string; text: string }) {
  const { i18n } = useLingui();
  const descriptor = TIPS[tip];
  return descriptor ? `${i18n._(descriptor)};${text}` : text;
}
