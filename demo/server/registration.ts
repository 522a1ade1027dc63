import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Translate } from '../i18n/translate.ts';
import type { FieldErrors } from '../views/AccountPages.tsx';
import { emailField, type Fields, textField } from './input.ts';

export const MIN_PASSWORD_LENGTH = 10;
const MAX_FIELD_LENGTH = 200;
// Deliberately simple: one @, no spaces, a dot in the domain; the mailbox proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The field the registration's e-mail travels in (the form post and the live-validation calls). */
const REGISTRATION_EMAIL_FIELD = 'frm.email';

/** The registration fields the page sends encrypted (`data-encrypt`). */
export const REGISTRATION_ENCRYPTED_FIELDS = ['frm.password', 'frm.passwordConfirm'] as const;

export interface RegistrationInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirm: string;
}

function text(fields: Fields, name: string): string {
  return (textField(fields, name) ?? '').slice(0, MAX_FIELD_LENGTH);
}

/** Registration fields carry the frm. prefix (the form-field convention live validation uses). */
export function readRegistration(fields: Fields): RegistrationInput {
  return {
    name: text(fields, 'frm.name').trim(),
    email: emailField(fields, REGISTRATION_EMAIL_FIELD),
    password: text(fields, 'frm.password'),
    passwordConfirm: text(fields, 'frm.passwordConfirm'),
  };
}

/**
 * The registration rules, one message per field. Shared by the form post and, through the
 * validation hook, by live validation, so both always agree.
 */
export async function validateRegistration(
  db: Kysely<Database>,
  input: RegistrationInput,
  t: Translate,
): Promise<FieldErrors> {
  const errors: Record<string, string> = {};
  if (!input.name) errors.name = t('error.required');
  if (!input.email) errors.email = t('error.required');
  else if (!EMAIL_PATTERN.test(input.email)) errors.email = t('error.email');
  else if (await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst()) {
    errors.email = t('error.emailTaken');
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = t('error.passwordLength', { min: MIN_PASSWORD_LENGTH });
  }
  if (input.passwordConfirm !== input.password) errors.passwordConfirm = t('error.passwordMismatch');
  return errors;
}
