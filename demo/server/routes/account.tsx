import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../db/schema.ts';
import type { MessageKey, Translate } from '../../i18n/translate.ts';
import { type FieldErrors, LoginPage, RegisterPage, SignedIn } from '../../views/AccountPages.tsx';
import { urls } from '../../views/urls.ts';
import { retryAfter } from '../attempt-limits.ts';
import { rotateCsrfSecret } from '../csrf.ts';
import { readEncryptedField, withDecryptedFields } from '../encrypted-fields.ts';
import { emailField, optionalTextField, textField } from '../input.ts';
import { hashPassword, needsRehash, verifyPassword } from '../password.ts';
import { EncryptedFieldError, partialUpdateHeaders } from '../pu.ts';
import { REGISTRATION_ENCRYPTED_FIELDS, readRegistration, validateRegistration } from '../registration.ts';
import { sendPage } from '../render.tsx';
import {
  bodyFields,
  flash,
  isPartial,
  queryFields,
  redirectAfterPost,
  refererPath,
  routeLanguage,
  safeReturnPath,
  signedInUser,
} from '../route-helpers.ts';

// A hash to compare against when the e-mail is unknown, so both paths take the same time.
const decoyHash = hashPassword('decoy-password-for-timing');

/**
 * Why a login was refused, as the login page's `failed` parameter names it: wrong credentials, a
 * password encrypted for the key of an earlier start, over the attempt limits.
 */
const LOGIN_FAILURES = {
  '1': { message: 'loginFailed', status: 401 },
  unreadable: { message: 'error.encryptedField', status: 400 },
  tooMany: { message: 'error.tooMany', status: 429 },
} as const satisfies Record<string, { message: MessageKey; status: number }>;

type LoginFailure = keyof typeof LOGIN_FAILURES;

/**
 * The e-mail of a login refused in a partial update, for the login page the visitor is then sent to
 * as a full page: kept out of the address (history, logs), read once, on that page only.
 */
const REFUSED_EMAIL_COOKIE = 'fg_login_email';
const REFUSED_EMAIL_MAX_AGE_S = 60;

/** A login page address, in any language: never a page to return to after logging in. */
const LOGIN_PAGE_PATH = /^\/[^/?#]+\/login\/?(?:[?#]|$)/;

/**
 * Where login and registration lead back to: the `returnTo` parameter, else the page the visitor
 * came from (Referer), when it is a page of this shop — a same-origin path, not a form address under
 * /qf/, not a login page; the home page otherwise.
 */
export function returnPathOf(request: FastifyRequest, value: string | undefined): string {
  const home = urls.home(routeLanguage(request).lang);
  const path = safeReturnPath(value, '') || refererPath(request, '');
  return path && !LOGIN_PAGE_PATH.test(path) ? path : home;
}

/** The login page's message and status for its `failed` parameter. */
function loginFailure(failed: string | undefined, t: Translate): { error?: string; status?: number } {
  if (failed === undefined || !Object.hasOwn(LOGIN_FAILURES, failed)) return {};
  const { message, status } = LOGIN_FAILURES[failed as LoginFailure];
  return { error: t(message), status };
}

/**
 * Signs the user in: a new session id (session.ts) and a new CSRF secret, so neither an id nor a
 * token known before the login works after it.
 */
async function signIn(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
  const session = await request.server.shop.sessions.signIn(reply, request.sessionState, user.id);
  rotateCsrfSecret(request, reply);
  request.sessionState = { kind: 'active', session, user };
}

export async function sendLoginPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { email?: string; error?: string; returnTo?: string; status?: number } = {},
): Promise<FastifyReply> {
  const { lang, t } = routeLanguage(request);
  const user = signedInUser(request);
  const returnTo = options.returnTo ?? urls.home(lang);
  return sendPage(request, reply, {
    title: t('login'),
    body: user ? (
      <SignedIn name={user.name} returnTo={returnTo} />
    ) : (
      <LoginPage
        email={options.email ?? ''}
        returnTo={returnTo}
        {...(options.error ? { error: options.error } : {})}
      />
    ),
    url: urls.loginPage(lang),
    ...(options.status ? { status: options.status } : {}),
  });
}

/**
 * A refused login: the login page with the reason. A partial update goes there as a full page
 * (`PU-Redirect`): an answer holding the login form would contain the login address, which the
 * client reads as "session expired", and a status other than 200 would not be shown at all.
 */
async function refuseLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: LoginFailure,
  form: { email: string; returnTo: string },
): Promise<FastifyReply> {
  const { lang, t } = routeLanguage(request);
  const { message, status } = LOGIN_FAILURES[failure];
  if (!isPartial(request)) return sendLoginPage(request, reply, { ...form, error: t(message), status });
  reply.setCookie(REFUSED_EMAIL_COOKIE, form.email, {
    path: urls.loginPage(lang),
    httpOnly: true,
    sameSite: 'lax',
    maxAge: REFUSED_EMAIL_MAX_AGE_S,
  });
  reply.headers(
    partialUpdateHeaders({ redirect: urls.loginPage(lang, { failed: failure, returnTo: form.returnTo }) }),
  );
  return sendPage(request, reply, { title: t('login'), body: <p role="alert">{t(message)}</p>, status: 200 });
}

/** The registration form again with its messages; a partial update gets 200, the only status it shows. */
async function refuseRegistration(
  request: FastifyRequest,
  reply: FastifyReply,
  values: { email: string; name: string },
  errors: FieldErrors,
  status: number,
): Promise<FastifyReply> {
  const { t } = routeLanguage(request);
  return sendPage(request, reply, {
    title: t('register'),
    body: (
      <RegisterPage
        values={{ email: values.email, name: values.name }}
        errors={errors}
        returnTo={returnPathOf(request, optionalTextField(bodyFields(request), 'returnTo'))}
      />
    ),
    status: isPartial(request) ? 200 : status,
  });
}

export function registerAccountRoutes(app: FastifyInstance): void {
  const { db, sessions, encryptionKeys, attempts } = app.shop;

  app.get('/:lang/login', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const query = queryFields(request);
    const returnTo = returnPathOf(request, optionalTextField(query, 'returnTo'));
    if (isPartial(request) && !signedInUser(request)) {
      // The login form is shown on full pages only (its address in an answer means "session expired").
      // The home page is where a login leads anyway: the address names only another page.
      const back = returnTo === urls.home(lang) ? undefined : returnTo;
      reply.headers(partialUpdateHeaders({ redirect: urls.loginPage(lang, { returnTo: back }) }));
      return sendPage(request, reply, { title: t('login'), body: <p>{t('login')}</p> });
    }
    const refusedEmail = request.cookies[REFUSED_EMAIL_COOKIE];
    if (refusedEmail !== undefined) reply.clearCookie(REFUSED_EMAIL_COOKIE, { path: urls.loginPage(lang) });
    return sendLoginPage(request, reply, {
      returnTo,
      ...(refusedEmail ? { email: refusedEmail } : {}),
      ...loginFailure(textField(query, 'failed'), t),
    });
  });

  // The session-expiry body links here: show the login page.
  app.get('/qf/:lang/ramjet/performLogin', async (request, reply) => {
    const { lang } = routeLanguage(request);
    return reply.redirect(urls.loginPage(lang), 303);
  });

  /**
   * Log in. Success: a new session id, then the page the visitor came from; a partial update gets
   * a short confirmation (the client then refreshes the user tools and reloads its container).
   * Attempts are counted per address and per account before the password is looked at.
   */
  app.post('/qf/:lang/ramjet/performLogin', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const fields = bodyFields(request);
    const email = emailField(fields, 'email');
    const returnTo = returnPathOf(request, optionalTextField(fields, 'returnTo'));
    const wait = await attempts.count('login', request.ip, email);
    if (wait > 0) return refuseLogin(request, retryAfter(reply, wait), 'tooMany', { email, returnTo });
    // Encrypted by the page's script, or as typed without script (encrypted-fields.ts tells them apart).
    let password: string;
    try {
      password = readEncryptedField(encryptionKeys, 'password', textField(fields, 'password') ?? '');
    } catch (error) {
      // A page holding the key of an earlier start: with script, the message must reach the
      // visitor, so send them to a fresh login page (fresh key) that says what happened.
      if (!(error instanceof EncryptedFieldError) || !isPartial(request)) throw error;
      return refuseLogin(request, reply, 'unreadable', { email, returnTo });
    }
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !valid) return refuseLogin(request, reply, '1', { email, returnTo });
    // A hash made at a lower cost is stored anew now that the password is at hand.
    if (needsRehash(user.password_hash)) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', user.id)
        .execute();
    }
    await signIn(request, reply, user);
    if (!isPartial(request)) {
      await flash(request, reply, 'success', t('loggedIn', { name: user.name }));
      return redirectAfterPost(reply, returnTo);
    }
    // The client refreshes the user tools and reloads its container from the current address. The
    // greeting is what the login page shows a signed-in visitor, so the address stays the login page.
    return sendPage(request, reply, {
      title: t('login'),
      body: <SignedIn name={user.name} returnTo={returnTo} />,
      url: urls.loginPage(lang),
    });
  });

  app.post('/qf/:lang/ramjet/logout', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    await sessions.signOut(reply, request.sessionState);
    rotateCsrfSecret(request, reply);
    // The goodbye needs a session to wait in: a fresh anonymous one (the old one is gone with its basket).
    request.sessionState = { kind: 'none' };
    await flash(request, reply, 'info', t('loggedOut'));
    return redirectAfterPost(reply, urls.home(lang));
  });

  app.get('/qf/:lang/ramjet/register', async (request, reply) => {
    const { t } = routeLanguage(request);
    const returnTo = returnPathOf(request, optionalTextField(queryFields(request), 'returnTo'));
    return sendPage(request, reply, {
      title: t('register'),
      body: <RegisterPage values={{ email: '', name: '' }} errors={{}} returnTo={returnTo} />,
    });
  });

  app.post('/qf/:lang/ramjet/register', async (request, reply) => {
    const { t } = routeLanguage(request);
    const fields = bodyFields(request);
    // The name and the e-mail travel in clear: the attempt is counted before anything is decrypted.
    const typed = readRegistration(fields);
    const wait = await attempts.count('registration', request.ip, typed.email);
    if (wait > 0) {
      return refuseRegistration(request, retryAfter(reply, wait), typed, { email: t('error.tooMany') }, 429);
    }
    const input = readRegistration(
      withDecryptedFields(encryptionKeys, fields, REGISTRATION_ENCRYPTED_FIELDS),
    );
    const errors = await validateRegistration(db, input, t);
    if (Object.keys(errors).length > 0) return refuseRegistration(request, reply, input, errors, 422);
    const inserted = await db
      .insertInto('users')
      .values({
        email: input.email,
        name: input.name,
        password_hash: await hashPassword(input.password),
        created_at: app.shop.now(),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return refuseRegistration(request, reply, input, { email: t('error.emailTaken') }, 422);
    await signIn(request, reply, inserted);
    const returnTo = returnPathOf(request, optionalTextField(fields, 'returnTo'));
    if (!isPartial(request)) return redirectAfterPost(reply, returnTo);
    reply.headers(partialUpdateHeaders({ redirect: returnTo }));
    return sendPage(request, reply, {
      title: t('register'),
      body: <p>{t('signedInAs', { name: inserted.name })}</p>,
    });
  });
}
