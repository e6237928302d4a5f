import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESOURCES_DIR } from '../paths.js';

// Django's default password validators, with the Spanish messages of its es locale.

export const MIN_PASSWORD_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(path.join(RESOURCES_DIR, 'common-passwords.txt'), 'utf8');
    common = new Set(
      text
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return common;
}

export interface PasswordUserAttributes {
  username?: string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

const ATTRIBUTE_NAMES: Record<keyof PasswordUserAttributes, string> = {
  username: 'nombre de usuario',
  email: 'dirección de correo electrónico',
  first_name: 'nombre',
  last_name: 'apellidos',
};

/** difflib.SequenceMatcher(a, b).quick_ratio(): shared characters (as multisets) over total length. */
function quickRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = counts.get(ch) ?? 0;
    if (left > 0) {
      matches++;
      counts.set(ch, left - 1);
    }
  }
  return (2 * matches) / total;
}

function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  return password.length >= 10 * value.length && value.length < (MAX_SIMILARITY / 2) * password.length;
}

function similarAttribute(password: string, user: PasswordUserAttributes): string | null {
  const lower = password.toLowerCase();
  for (const key of Object.keys(ATTRIBUTE_NAMES) as (keyof PasswordUserAttributes)[]) {
    const value = user[key];
    if (!value) continue;
    const valueLower = value.toLowerCase();
    const parts = [...valueLower.split(/\W+/u), valueLower].filter(Boolean);
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(lower, part)) continue;
      if (quickRatio(lower, part) >= MAX_SIMILARITY) return ATTRIBUTE_NAMES[key];
    }
  }
  return null;
}

/** Every rule the password breaks, as Django lists them (empty when it is acceptable). */
export function validatePassword(password: string, user: PasswordUserAttributes = {}): string[] {
  const errors: string[] = [];
  const similar = similarAttribute(password, user);
  if (similar) errors.push(`La contraseña es demasiado similar a la de ${similar}.`);
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.push(
      `La contraseña es demasiado corta. Debe contener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    );
  }
  if (commonPasswords().has(password.trim().toLowerCase())) errors.push('Esta contraseña es demasiado común.');
  if (/^\d+$/.test(password)) errors.push('Esta contraseña es completamente numérica.');
  return errors;
}
