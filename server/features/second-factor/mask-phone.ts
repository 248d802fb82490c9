/** A phone number as the page shows it: enough to recognise (138****8000), not enough to read off the screen. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length < 7) return `****${digits.slice(-2)}`;
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}
