/** How contact details appear to the member: enough to recognise, not enough to harvest. */

export function maskMobile(countryDialingCode: string | null, mobile: string | null): string {
  if (!mobile) return '';
  const tail = mobile.slice(-4);
  return `${countryDialingCode ? `+${countryDialingCode} ` : ''}${'*'.repeat(Math.max(2, mobile.length - 4))}${tail}`;
}

export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length > 2 ? `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}` : `${local[0]}*`;
  return `${shown}${email.slice(at)}`;
}

/** A payee name as a hint: first letter of each word. */
export function maskName(name: string | null): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .map((word) => `${[...word][0] ?? ''}${'*'.repeat(Math.max(1, [...word].length - 1))}`)
    .join(' ');
}
