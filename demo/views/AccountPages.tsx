import { CsrfField } from './CsrfField.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** Field errors by field name, already translated. */
export type FieldErrors = Readonly<
  Partial<Record<'email' | 'name' | 'password' | 'passwordConfirm', string>>
>;

function Field({
  id,
  name,
  label,
  type,
  autoComplete,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  defaultValue?: string;
  error?: string | undefined;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={error ? 'error' : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Login form; posts to /qf/{lang}/ramjet/performLogin. */
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
      >
        <CsrfField />
        <input type="hidden" name="returnTo" value={returnTo} />
        <Field
          id="login-email"
          name="email"
          label={t('email')}
          type="email"
          autoComplete="username"
          defaultValue={email}
        />
        <Field
          id="login-password"
          name="password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
        />
        <button type="submit">{t('login')}</button>
      </form>
      <p>
        <a href={urls.register(lang)}>{t('register')}</a>
      </p>
    </>
  );
}

/**
 * Registration form. Its page lives under /qf/ so live validation can answer at the same address
 * with /qf/ replaced by /validate/ (fields carry the frm. prefix that validation expects).
 */
export function RegisterPage({
  values,
  errors,
}: {
  values: { email: string; name: string };
  errors: FieldErrors;
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
      >
        <CsrfField />
        <Field
          id="register-name"
          name="frm.name"
          label={t('name')}
          type="text"
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <Field
          id="register-email"
          name="frm.email"
          label={t('email')}
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          id="register-password"
          name="frm.password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          error={errors.password}
        />
        <Field
          id="register-password-confirm"
          name="frm.passwordConfirm"
          label={t('passwordConfirm')}
          type="password"
          autoComplete="new-password"
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
