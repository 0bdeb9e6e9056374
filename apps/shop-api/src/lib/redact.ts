/**
 * Personal values worth looking for: trimmed, lower-cased, each once, and at least 3 characters
 * (shorter ones, a one-letter name, would match nearly any text).
 */
export function personalNeedles(values: ReadonlyArray<string | null | undefined>): string[] {
  const needles = values.flatMap((value) => {
    const needle = value?.trim().toLowerCase() ?? '';
    return needle.length >= 3 ? [needle] : [];
  });
  return [...new Set(needles)];
}

const mentions = (text: string, needles: readonly string[]) => {
  const lower = text.toLowerCase();
  return needles.some((needle) => lower.includes(needle));
};

function redactValue(value: unknown, needles: readonly string[]): unknown {
  if (typeof value === 'string') return mentions(value, needles) ? '' : value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, needles));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, needles)]));
  return value;
}

/**
 * A stored JSON document with every string that mentions one of `needles` (case-insensitive)
 * emptied, its shape kept: a provider's payload still reads as one after its payer is forgotten.
 * Text that is not JSON is emptied whole when it mentions one. `needles` from `personalNeedles`.
 */
export function redactJsonText(text: string, needles: readonly string[]): string {
  if (needles.length === 0 || !mentions(text, needles)) return text;
  try {
    return JSON.stringify(redactValue(JSON.parse(text) as unknown, needles));
  } catch {
    return '';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Free text with every mention of one of `needles` (case-insensitive) replaced by `…`: a review a
 * former customer keeps in the shop no longer names them, the rest of what they wrote stays.
 */
export function redactText(text: string, needles: readonly string[]): string {
  if (needles.length === 0) return text;
  const pattern = new RegExp(needles.map(escapeRegExp).join('|'), 'giu');
  return text.replace(pattern, '…');
}
