import type { FieldMessages } from './http-errors.js';
import { fieldErrors } from './http-errors.js';

export const BLANK = 'Este campo no puede estar en blanco.';
export const NUL_CHARACTERS = 'Los caracteres nulos no están permitidos.';
export const CONTROL_CHARACTERS = 'No se permiten caracteres de control ni de dirección del texto (como U+202E o ESC).';

/**
 * Characters no name or free text of the app needs and that change how text reads: the C0
 * controls but tab, line feed and carriage return (ESC starts terminal sequences in a log), DEL,
 * the C1 controls, and Unicode's bidi controls (U+202E turns 'gpj.exe' into 'exe.jpg' on screen;
 * embeddings, overrides, isolates and the direction marks).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

// The same characters, written raw or as an escape that can decode to one of them (`\u`, `\b`
// for U+0008, `\f` for U+000C; `\t`, `\n`, `\r` and the quotes are allowed): JSON text this
// does not match cannot hold a refused character in any of its strings or keys.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_JSON = /\\[ubf]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Whether JSON text may hold, once parsed, a character forbiddenCharacters refuses. False is
 * certain; true only says that its strings must be looked at. One pass of the engine's regular
 * expression over the text: walking a staged price batch's 5,000 parsed rows took ~4 ms of each
 * request (server/bench/terra-confirmar.ts, BENCH_PERFIL=preparar).
 */
export function jsonMayHoldForbidden(text: string): boolean {
  return CONTROL_IN_JSON.test(text);
}

/** The message refusing `text`, or null when it may be stored: NUL first, then the controls above. */
export function forbiddenCharacters(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTERS;
  return CONTROL.test(text) ? CONTROL_CHARACTERS : null;
}

/**
 * DRF's CharField: trims surrounding whitespace, refuses what is left blank and refuses NUL
 * characters (PostgreSQL cannot store them: letting one through would be a 500) and the control
 * and bidi characters of forbiddenCharacters. Collects the
 * problems of several fields so the answer lists them all, as DRF does.
 */
export class TextFields {
  readonly errors: FieldMessages = {};

  /** The trimmed text; records an error under `field` when it is blank or holds a NUL. */
  required(field: string, value: string): string {
    const text = this.optional(field, value);
    if (!text) this.add(field, BLANK);
    return text;
  }

  /** The trimmed text (may be empty); records an error under `field` when it holds a NUL or a control character. */
  optional(field: string, value: string | undefined): string {
    const text = (value ?? '').trim();
    const refused = forbiddenCharacters(text);
    if (refused) this.add(field, refused);
    return text;
  }

  add(field: string, message: string): void {
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the 400 of every error recorded so far, all at once; nothing when there is none. */
  assertOk(): void {
    if (!this.ok) throw fieldErrors(this.errors);
  }
}
