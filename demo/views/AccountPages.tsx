import { MAX_PASSWORD_LENGTH } from '../forms/password-field.ts';
import { CsrfField } from './CsrfField.tsx';
import { TextField } from './FormField.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** Field errors by field name, already translated. */
export type FieldErrors = Readonly<
  Partial<Record<'email' | 'name' | 'password' | 'passwordConfirm', string>>
>;

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
          maxLength={MAX_PASSWORD_LENGTH}
          encrypt
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
  values: { email: string; name: string };
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
        <TextField
          id="register-name"
          name="frm.name"
          label={t('name')}
          type="text"
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          id="register-email"
          name="frm.email"
          label={t('email')}
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          id="register-password"
          name="frm.password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          encrypt
          error={errors.password}
        />
        <TextField
          id="register-password-confirm"
          name="frm.passwordConfirm"
          label={t('passwordConfirm')}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          encrypt
          error={errors.passwordConfirm}
        />
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
