/** How search results are shown: the query's words marked in a title, and sizes in a sensible order. */

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * A title cut into parts, marking where a word of the query starts a word of the title (what the
 * search matched by prefix), for highlighting. Without words the whole text is one plain part.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const wanted = words.filter(Boolean);
  if (wanted.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let plain = '';
  const lower = text.toLowerCase();
  let i = 0;
  while (i < text.length) {
    const atWordStart = i === 0 || !/[\p{L}\p{M}\p{N}]/u.test(text[i - 1]!);
    const word = atWordStart
      ? wanted.filter((w) => lower.startsWith(w, i)).sort((a, b) => b.length - a.length)[0]
      : undefined;
    if (word) {
      if (plain) parts.push({ text: plain, match: false });
      plain = '';
      parts.push({ text: text.slice(i, i + word.length), match: true });
      i += word.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) parts.push({ text: plain, match: false });
  return parts;
}

/** Sizes in a sensible order: numbers by value, the usual letter sizes small to large, then by name. */
const LETTER_SIZES = ['xxs', 'xs', 's', 'small', 'm', 'medium', 'l', 'large', 'xl', 'xxl', 'xxxl'];
export function compareSizes(a: string, b: string): number {
  const ra = LETTER_SIZES.indexOf(a.toLowerCase());
  const rb = LETTER_SIZES.indexOf(b.toLowerCase());
  if (ra >= 0 && rb >= 0) return ra - rb;
  if (ra >= 0 !== rb >= 0) return ra >= 0 ? -1 : 1;
  return a.localeCompare(b, 'en-IN', { numeric: true, sensitivity: 'base' });
}
