import type { CodeParse } from '../forms/field-spec';

export const LYRICS_LANGUAGE_MESSAGES = {
  invalid: 'Give the language of the lyrics as its two-letter ISO 639-1 code, like en or fr.',
} as const;

// The platform's own language names (ICU, in Node and every browser) tell a real ISO 639-1 code from two letters.
const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** An ISO 639-1 code in any case, stored in lower case. */
export const parseLyricsLanguage: CodeParse = (raw) => {
  const code = raw.trim().toLowerCase();
  if (!/^[a-z]{2}$/.test(code) || names.of(code) === undefined) return { ok: false, message: LYRICS_LANGUAGE_MESSAGES.invalid };
  return { ok: true, value: code };
};

/** 'es' → 'Spanish (es)'; '' when none is set. */
export function lyricsLanguageName(code: string | null): string {
  if (!code) return '';
  return `${names.of(code) ?? code} (${code})`;
}
