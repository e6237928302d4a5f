import type { FieldErrors } from '@gestion/contract/errors';
import { fieldErrors } from './http-errors.js';

export const BLANK = 'Este campo no puede estar en blanco.';
export const NUL_CHARACTERS = 'Los caracteres nulos no están permitidos.';

/**
 * DRF's CharField: trims surrounding whitespace, refuses what is left blank and refuses NUL
 * characters (PostgreSQL cannot store them: letting one through would be a 500). Collects the
 * problems of several fields so the answer lists them all, as DRF does.
 */
export class TextFields {
  readonly errors: FieldErrors = {};

  /** The trimmed text; records an error under `field` when it is blank or holds a NUL. */
  required(field: string, value: string): string {
    const text = this.optional(field, value);
    if (!text) this.add(field, BLANK);
    return text;
  }

  /** The trimmed text (may be empty); records an error under `field` when it holds a NUL. */
  optional(field: string, value: string | undefined): string {
    const text = (value ?? '').trim();
    if (text.includes('\u0000')) this.add(field, NUL_CHARACTERS);
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
