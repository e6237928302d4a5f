// Lookalike usernames: NFKC (db/case-insensitive.ts normalizeUsername) already makes 'ａｄｍｉｎ'
// 'admin'; what it leaves is a name that borrows letters of another alphabet ('аdmin' with a
// Cyrillic 'а'), which reads as someone else's name. A name's letters keep to one script, as
// Unicode's "highly restrictive" profile (UTS #39) says, which also allows Latin beside the
// scripts written with it: Han with kana (Japanese), with Bopomofo, or with Hangul (Korean).

export const USERNAME_MESSAGES = {
  mixedScripts: 'El nombre de usuario no puede mezclar letras de distintos alfabetos (por ejemplo, latinas con cirílicas o griegas).',
  tooLong: 'Asegúrese de que este campo no tenga más de 150 caracteres.',
} as const;

/** The longest username the users table holds (varchar(150)), counted after NFKC. */
export const USERNAME_MAX = 150;

const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali', 'Gurmukhi',
  'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Georgian',
  'Hangul', 'Ethiopic', 'Cherokee', 'Canadian_Aboriginal', 'Khmer', 'Mongolian', 'Hiragana', 'Katakana', 'Bopomofo', 'Han',
  'Coptic', 'Tifinagh', 'Vai', 'Lisu', 'Bamum', 'Osage', 'Adlam',
] as const;
const PATTERNS = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** Scripts that may stand beside each other in one name (UTS #39, highly restrictive). */
const TOGETHER: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** The scripts of a text's letters (digits, marks and punctuation belong to none). */
export function letterScripts(text: string): Set<string> {
  const found = new Set<string>();
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    found.add(PATTERNS.find(([, re]) => re.test(ch))?.[0] ?? 'otro');
  }
  return found;
}

/** Whether a (normalised) username's letters keep to one script, or to scripts written together. */
export function singleScript(username: string): boolean {
  const scripts = [...letterScripts(username)];
  if (scripts.length <= 1) return true;
  return TOGETHER.some((set) => scripts.every((s) => set.includes(s)));
}
