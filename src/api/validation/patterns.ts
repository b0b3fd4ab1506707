/**
 * The pattern kinds of SPEC §5, implemented once and shared by the SPA and the server.
 * A registration field's config names one by `patternId`; the message shown for a
 * failing field is keyed by the same id (see validate.ts).
 *
 * Every pattern is anchored and tests the whole value. Lengths are checked separately
 * (in code points), so the patterns use `+` / `*` and never carry bounds.
 */
export const PATTERNS = {
  /** Plain characters: anything printable (no control characters). */
  plain: /^[^\u0000-\u001F\u007F]*$/u,
  /** A letter first, then letters or digits (usernames). */
  letterFirstAlnum: /^[A-Za-z][A-Za-z0-9]*$/,
  /** Chinese characters and digits. */
  chineseDigits: /^[\u3400-\u4DBF\u4E00-\u9FFF0-9]+$/u,
  /** E-mail address: local@domain.tld, no spaces. */
  email: /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/,
  /** Letters or digits, in any mix (either alone is fine). */
  lettersOrDigits: /^[A-Za-z0-9]+$/,
  /** Letters plus digits: at least one of each, nothing else. */
  lettersAndDigits: /^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$/,
  /** Digits only. */
  digits: /^[0-9]+$/,
  /** Letters and digits with at least one uppercase letter. */
  alnumWithUpper: /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/,
  /** English letters and spaces. */
  englishLettersSpaces: /^[A-Za-z ]+$/,
  /** Anything without whitespace. */
  noSpaces: /^\S+$/u,
  /** Chinese characters with Chinese (full-width) punctuation. */
  chinesePunctuation: /^[\u3400-\u4DBF\u4E00-\u9FFF\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\u2018\u2019\u201C\u201D\u2026\u2014\u00B7]+$/u,
  /** Date yyyy-MM-dd (calendar validity is checked in validate.ts). */
  dateYmd: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  /** Date MM-dd-yyyy. */
  dateMdy: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
  /** Letters of any script (with their combining marks, e.g. Bengali) and spaces. */
  lettersSpaces: /^[\p{L}\p{M} ]+$/u,
  /** Korean (Hangul syllables and jamo) and spaces. */
  korean: /^[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F ]+$/u,
  /** Thai script. */
  thai: /^[\u0E00-\u0E7F]+$/u,
  /** Thai or English letters, with spaces. */
  thaiOrEnglishSpaces: /^[\u0E00-\u0E7FA-Za-z ]+$/u,
  /** Uppercase English letters and spaces (names as on a bank card). */
  upperSpaces: /^[A-Z ]+$/,
  /** Letters, numbers and ASCII symbols, no spaces. */
  lettersNumbersSymbols: /^[!-~]+$/,
  /** Password with at least one uppercase, one lowercase, one digit and one special character. */
  strongPassword: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/u,
  /** Full name in (at least) two parts separated by single spaces. */
  fullNameTwoParts: /^[\p{L}\p{M}.'-]+(?: [\p{L}\p{M}.'-]+)+$/u,
  /** Full-width Japanese: hiragana, katakana, kanji, full-width forms and the ideographic space. */
  fullWidthJapanese: /^[\u3000-\u303F\u3040-\u309F\u30A0-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uFF01-\uFF5E]+$/u,
  /** Uppercase letters and digits, no spaces (codes, IDs). */
  upperNoSpaces: /^[A-Z0-9]+$/,
  /** Mobile number: national digits, optionally written with a leading +. */
  mobile: /^\+?[0-9]+$/,
} as const satisfies Record<string, RegExp>;

export type PatternId = keyof typeof PATTERNS;

/** Older names still found in configs. */
const ALIASES: Record<string, PatternId> = { alnum: 'lettersOrDigits', any: 'plain' };

export function patternFor(id: string): RegExp | null {
  const key = (id in PATTERNS ? id : ALIASES[id]) as PatternId | undefined;
  return key ? PATTERNS[key] : null;
}

/** The canonical id for a config's patternId (aliases resolved), or the id itself when unknown. */
export function canonicalPatternId(id: string): string {
  return id in PATTERNS ? id : (ALIASES[id] ?? id);
}

/** A config's acceptedPattern as a RegExp: `*` (or empty) means `.*`; an unparsable one never matches. */
export function acceptedPatternRegExp(pattern: string): RegExp {
  if (pattern === '' || pattern === '*') return /^[\s\S]*$/;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return /(?!)/;
    }
  }
}
