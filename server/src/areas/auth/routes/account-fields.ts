import type { FieldMessages } from '../../../lib/http-errors.js';
import { validatePassword } from '../../../auth/password-validation.js';
import { USERNAME_MAX, USERNAME_MESSAGES, singleScript } from '../../../auth/usernames.js';
import { normalizeUsername } from '../../../db/case-insensitive.js';
import type { PasswordHasher } from '../../../auth/passwords.js';
import type { Executor } from '../../../db/client.js';
import { emailTaken, usernameTaken } from '../repositories/accounts.js';
import { isUniqueViolation } from '../../../repositories/pg-errors.js';
import { fieldErrors } from '../../../lib/http-errors.js';
import { BLANK, NUL_CHARACTERS, TextFields } from '../../../lib/text-fields.js';

// Validation shared by self-registration and the administrator's user creation (Django's
// UserCreationForm rules, Spanish messages of its es locale).

export const ACCOUNT_MESSAGES = {
  usernameInvalid:
    'Introduzca un nombre de usuario válido. Este valor solo puede contener letras, números y los caracteres @/./+/-/_.',
  usernameTaken: 'Ya existe un usuario con este nombre.',
  emailInvalid: 'Introduzca una dirección de correo electrónico válida.',
  emailTaken: 'Ya existe un usuario con este correo electrónico.',
  telefonoInvalid: 'Introduzca un número de teléfono válido.',
} as const;

const USERNAME = /^[\p{L}\p{N}\p{M}_.@+-]+$/u;
// Django's EmailValidator in spirit: one @, a dotted domain, no spaces.
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;
const TELEFONO = /^[0-9+()\-.\s]{0,30}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.split('@')[0]!.length <= 64;
}

export interface AccountInput {
  username: string;
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  telefono?: string;
  /** the role asked for at self-registration (kept, grants nothing) */
  rol?: string;
}

export interface CleanAccount {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  telefono: string;
  rol: string;
}

/**
 * The cleaned fields, or every problem found (as DRF answers them: all fields at once).
 * `checkTaken: false` leaves out whether the username or email is someone's already: a public
 * form must not answer that (self-registration mails it instead).
 */
export async function validateAccount(
  db: Executor,
  input: AccountInput,
  { checkTaken = true }: { checkTaken?: boolean } = {},
): Promise<{ ok: true; value: CleanAccount } | { ok: false; errors: FieldMessages }> {
  const f = new TextFields();
  // Stored as NFKC (db/case-insensitive.ts): a fullwidth name is the plain one, and taken if it is.
  const username = normalizeUsername(f.required('username', input.username));
  const email = f.required('email', input.email);
  const first_name = f.optional('first_name', input.first_name);
  const last_name = f.optional('last_name', input.last_name);
  const telefono = f.optional('telefono', input.telefono);
  const rol = f.optional('rol', input.rol);
  // Passwords are not trimmed (Django keeps them as typed), only refused when empty.
  const password = input.password;
  if (!password) f.add('password', BLANK);
  else if (password.includes('\u0000')) f.add('password', NUL_CHARACTERS);

  if (username && !f.errors.username) {
    if (!USERNAME.test(username)) f.add('username', ACCOUNT_MESSAGES.usernameInvalid);
    else if ([...username].length > USERNAME_MAX) f.add('username', USERNAME_MESSAGES.tooLong);
    else if (!singleScript(username)) f.add('username', USERNAME_MESSAGES.mixedScripts);
    else if (checkTaken && (await usernameTaken(db, username))) f.add('username', ACCOUNT_MESSAGES.usernameTaken);
  }
  if (email && !f.errors.email) {
    if (!isEmail(email)) f.add('email', ACCOUNT_MESSAGES.emailInvalid);
    else if (checkTaken && (await emailTaken(db, email))) f.add('email', ACCOUNT_MESSAGES.emailTaken);
  }
  if (telefono && !TELEFONO.test(telefono)) f.add('telefono', ACCOUNT_MESSAGES.telefonoInvalid);
  if (password && !f.errors.password) {
    for (const message of validatePassword(password, { username, email, first_name, last_name })) f.add('password', message);
  }
  if (!f.ok) return { ok: false, errors: f.errors };
  return { ok: true, value: { username, email, password, first_name, last_name, telefono, rol } };
}

/**
 * What self-registration and the administrator's creation share: the fields validated (400 with
 * every problem), the password hashed, then `insert` given the cleaned fields with `password`
 * the hash. A unique violation there (the username taken since the check) is the check's 400.
 */
export async function createAccount<T>(
  app: { db: Executor; passwords: PasswordHasher },
  input: AccountInput,
  insert: (hashed: CleanAccount) => Promise<T>,
): Promise<{ account: CleanAccount; created: T }> {
  const result = await validateAccount(app.db, input);
  if (!result.ok) throw fieldErrors(result.errors);
  const account = result.value;
  try {
    return { account, created: await insert({ ...account, password: await app.passwords.hash(account.password) }) };
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldErrors({ username: [ACCOUNT_MESSAGES.usernameTaken] });
    throw err;
  }
}
