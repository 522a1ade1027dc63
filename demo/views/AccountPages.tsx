import { MAX_PASSWORD_LENGTH } from '../forms/password-field.ts';
import { CsrfField } from './CsrfField.tsx';
import { TextField } from './FormField.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** Field errors by field name, already translated. */
export type FieldErrors = Readonly<
  Partial<Record<'email' | 'name' | 'password' | 'passwordConfirm', string>>
>;

/** A password field goes encrypted with the shop's public key and no longer than a password may be. */
const ENCRYPTED_PASSWORD = { maxLength: MAX_PASSWORD_LENGTH, encrypt: true } as const;

/** The registration form's fields in order; their names carry the frm. prefix live validation expects. */
const REGISTRATION_FIELDS = [
  { id: 'register-name', field: 'name', type: 'text', autoComplete: 'name' },
  { id: 'register-email', field: 'email', type: 'email', autoComplete: 'email' },
  { id: 'register-password', field: 'password', type: 'password', autoComplete: 'new-password' },
  {
    id: 'register-password-confirm',
    field: 'passwordConfirm',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

/**
 * Where a form's encryption failure is shown (no usable key, no WebCrypto): the form was not sent.
 * Live validation reports its own failures here too when the form has `data-validate`.
 */
function FormStatus({ validation = false }: { validation?: boolean }) {
  return (
    <p
      className="form-error"
      role="alert"
      data-encrypt-status=""
      data-validate-status={validation ? '' : undefined}
    />
  );
}

/**
 * Login form; posts to /qf/{lang}/ramjet/performLogin. The password goes encrypted with the shop's
 * public key (`data-encrypt-key-url`, `data-encrypt`); without script it is posted as typed.
 */
export function LoginPage({ email, error, returnTo }: { email: string; error?: string; returnTo: string }) {
  const { lang, t } = useView();
  return (
    <>
      <h1>{t('login')}</h1>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <form
        method="post"
        action={urls.login(lang)}
        id="loginForm"
        className="account-form"
        data-pu-target="content"
        data-pu-event-name="login"
        data-encrypt-key-url={urls.keyPair(lang)}
      >
        <CsrfField />
        <FormStatus />
        <input type="hidden" name="returnTo" value={returnTo} />
        <TextField
          id="login-email"
          name="email"
          label={t('email')}
          type="email"
          autoComplete="username"
          defaultValue={email}
        />
        <TextField
          id="login-password"
          name="password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...ENCRYPTED_PASSWORD}
        />
        <button type="submit">{t('login')}</button>
      </form>
      <p>
        <a href={urls.register(lang, { returnTo })}>{t('register')}</a>
      </p>
    </>
  );
}

/**
 * Registration form. Its page lives under /qf/ so live validation can answer at the same address
 * with /qf/ replaced by /validate/ (fields carry the frm. prefix that validation expects). Both
 * passwords travel encrypted, in live-validation calls as well as in the post.
 */
export function RegisterPage({
  values,
  errors,
  returnTo,
}: {
  /** What the visitor typed before a refused post; passwords are never sent back. */
  values: { email: string; name: string; password?: never; passwordConfirm?: never };
  errors: FieldErrors;
  /** Where the new customer goes once registered: the page they came from. */
  returnTo: string;
}) {
  const { lang, t } = useView();
  return (
    <>
      <h1>{t('register')}</h1>
      <form
        method="post"
        action={urls.register(lang)}
        id="registrationForm"
        className="account-form"
        data-validate
        data-encrypt-key-url={urls.keyPair(lang)}
      >
        <CsrfField />
        <FormStatus validation />
        <input type="hidden" name="returnTo" value={returnTo} />
        {REGISTRATION_FIELDS.map(({ id, field, type, autoComplete }) => (
          <TextField
            key={id}
            id={id}
            name={`frm.${field}`}
            label={t(field)}
            type={type}
            autoComplete={autoComplete}
            defaultValue={values[field]}
            {...(type === 'password' ? ENCRYPTED_PASSWORD : {})}
            error={errors[field]}
          />
        ))}
        <button type="submit">{t('register')}</button>
      </form>
    </>
  );
}

/** What the login page shows a visitor who is already signed in. */
export function SignedIn({ name, returnTo }: { name: string; returnTo: string }) {
  const { t } = useView();
  return (
    <>
      <h1>{t('signedInAs', { name })}</h1>
      <p>
        <a href={returnTo}>{t('continueShopping')}</a>
      </p>
    </>
  );
}
