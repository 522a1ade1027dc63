/**
 * Rules a widget's value is checked against. Each rule has a key (it names the rule in
 * `keyedMessages`) and answers an error text or null. Every rule but `required` lets an empty
 * value pass, so optional fields stay optional.
 */

export interface RuleContext {
  /** The first value of another field of the form ('' when absent). */
  field(name: string): string;
  formId: string;
  layoutContext: string | null;
}

export interface ValidationRule {
  key: string;
  check(value: string, context: RuleContext): string | null | Promise<string | null>;
}

export function required(message: string): ValidationRule {
  return { key: 'required', check: (value) => (value.trim() === '' ? message : null) };
}

/** A practical e-mail shape: one @, no spaces, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function email(message: string): ValidationRule {
  return {
    key: 'email',
    check: (value) => (value === '' || EMAIL_PATTERN.test(value.trim()) ? null : message),
  };
}

export function minLength(length: number, message: string): ValidationRule {
  return {
    key: 'minLength',
    check: (value) => (value === '' || [...value].length >= length ? null : message),
  };
}

export function maxLength(length: number, message: string): ValidationRule {
  return { key: 'maxLength', check: (value) => ([...value].length <= length ? null : message) };
}

/** The value equals another field's (a password confirmation). */
export function sameAs(fieldName: string, message: string): ValidationRule {
  return {
    key: 'sameAs',
    check: (value, context) => (value === '' || value === context.field(fieldName) ? null : message),
  };
}

export interface PasswordPolicy {
  minLength: number;
  /** Messages by rule; a rule without a message is not checked. */
  messages: { minLength: string; letter?: string; digit?: string; upperCase?: string; symbol?: string };
}

/** Password rules, one keyed rule each (keys `passwordMinLength`, `passwordLetter` ...), all checked together. */
export function passwordRules(policy: PasswordPolicy): ValidationRule[] {
  const { messages } = policy;
  const rules: ValidationRule[] = [
    {
      key: 'passwordMinLength',
      check: (value) => (value === '' || [...value].length >= policy.minLength ? null : messages.minLength),
    },
  ];
  const patterns: [keyof PasswordPolicy['messages'], RegExp][] = [
    ['letter', /\p{L}/u],
    ['digit', /\p{Nd}/u],
    ['upperCase', /\p{Lu}/u],
    ['symbol', /[^\p{L}\p{Nd}\s]/u],
  ];
  for (const [name, pattern] of patterns) {
    const message = messages[name];
    if (!message) continue;
    const key = `password${name[0]!.toUpperCase()}${name.slice(1)}`;
    rules.push({ key, check: (value) => (value === '' || pattern.test(value) ? null : message) });
  }
  return rules;
}

/** A rule of the application's own, e.g. an e-mail address not yet registered (looked up in the database). */
export function custom(
  key: string,
  check: (value: string, context: RuleContext) => string | null | Promise<string | null>,
): ValidationRule {
  return { key, check };
}
