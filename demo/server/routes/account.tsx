import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Translate } from '../../i18n/translate.ts';
import { LoginPage, RegisterPage, SignedIn } from '../../views/AccountPages.tsx';
import { urls } from '../../views/urls.ts';
import { readEncryptedField, withDecryptedFields } from '../encrypted-fields.ts';
import { textField } from '../input.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { EncryptedFieldError, partialUpdateHeaders } from '../pu.ts';
import { REGISTRATION_ENCRYPTED_FIELDS, readRegistration, validateRegistration } from '../registration.ts';
import { sendPage } from '../render.tsx';
import {
  bodyFields,
  flash,
  isPartial,
  queryFields,
  redirectAfterPost,
  routeLanguage,
  safeReturnPath,
  signedInUser,
} from '../route-helpers.ts';

// A hash to compare against when the e-mail is unknown, so both paths take the same time.
const decoyHash = hashPassword('decoy-password-for-timing');

/** The login page after a failed partial-update login: `failed=1` wrong credentials, `unreadable` a stale key. */
function loginFailure(failed: string | undefined, t: Translate): { error?: string; status?: number } {
  if (failed === '1') return { error: t('loginFailed'), status: 401 };
  if (failed === 'unreadable') return { error: t('error.encryptedField'), status: 400 };
  return {};
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

export function registerAccountRoutes(
  app: FastifyInstance,
  options: { loginAttemptsPerMinute: number },
): void {
  const { db, sessions, encryptionKeys } = app.shop;

  app.get('/:lang/login', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const query = queryFields(request);
    if (isPartial(request) && !signedInUser(request)) {
      // The login form is shown on full pages only (its address in an answer means "session expired").
      reply.headers(partialUpdateHeaders({ redirect: urls.loginPage(lang) }));
      return sendPage(request, reply, { title: t('login'), body: <p>{t('login')}</p> });
    }
    return sendLoginPage(request, reply, {
      returnTo: safeReturnPath(textField(query, 'returnTo'), urls.home(lang)),
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
   * A failed partial update goes to the login page as a full page: an answer holding the login
   * form would contain this address, which the client reads as "session expired".
   */
  app.post(
    '/qf/:lang/ramjet/performLogin',
    { config: { rateLimit: { max: options.loginAttemptsPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { lang, t } = routeLanguage(request);
      const fields = bodyFields(request);
      const email = (textField(fields, 'email') ?? '').trim().toLowerCase().slice(0, 200);
      const returnTo = safeReturnPath(textField(fields, 'returnTo'), urls.home(lang));
      // Encrypted by the page's script, or as typed without script (encrypted-fields.ts tells them apart).
      let password: string;
      try {
        password = readEncryptedField(encryptionKeys, 'password', textField(fields, 'password') ?? '');
      } catch (error) {
        // A page holding the key of an earlier start: with script, the message must reach the
        // visitor, so send them to a fresh login page (fresh key) that says what happened.
        if (!(error instanceof EncryptedFieldError) || !isPartial(request)) throw error;
        reply.headers(
          partialUpdateHeaders({ redirect: urls.loginPage(lang, { failed: 'unreadable', returnTo }) }),
        );
        return sendPage(request, reply, {
          title: t('login'),
          body: <p role="alert">{t('error.encryptedField')}</p>,
          status: 200,
        });
      }
      const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
      if ((!user || !valid) && isPartial(request)) {
        reply.headers(partialUpdateHeaders({ redirect: urls.loginPage(lang, { failed: 1, returnTo }) }));
        return sendPage(request, reply, {
          title: t('login'),
          body: <p role="alert">{t('loginFailed')}</p>,
          status: 200,
        });
      }
      if (!user || !valid) {
        return sendLoginPage(request, reply, {
          email,
          returnTo,
          error: t('loginFailed'),
          status: 401,
        });
      }
      const session = await sessions.signIn(
        reply,
        request.sessionState,
        user.id,
        request.protocol === 'https',
      );
      request.sessionState = { kind: 'active', session, user };
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
    },
  );

  app.post('/qf/:lang/ramjet/logout', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    await sessions.signOut(reply, request.sessionState);
    // The goodbye needs a session to wait in: a fresh anonymous one (the old one is gone with its basket).
    request.sessionState = { kind: 'none' };
    await flash(request, reply, 'info', t('loggedOut'));
    return redirectAfterPost(reply, urls.home(lang));
  });

  app.get('/qf/:lang/ramjet/register', async (request, reply) => {
    const { t } = routeLanguage(request);
    return sendPage(request, reply, {
      title: t('register'),
      body: <RegisterPage values={{ email: '', name: '' }} errors={{}} />,
    });
  });

  app.post('/qf/:lang/ramjet/register', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const input = readRegistration(
      withDecryptedFields(encryptionKeys, bodyFields(request), REGISTRATION_ENCRYPTED_FIELDS),
    );
    const errors = await validateRegistration(db, input, t);
    if (Object.keys(errors).length > 0) {
      return sendPage(request, reply, {
        title: t('register'),
        body: <RegisterPage values={{ email: input.email, name: input.name }} errors={errors} />,
        status: isPartial(request) ? 200 : 422,
      });
    }
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
    if (!inserted) {
      return sendPage(request, reply, {
        title: t('register'),
        body: (
          <RegisterPage
            values={{ email: input.email, name: input.name }}
            errors={{ email: t('error.emailTaken') }}
          />
        ),
        status: isPartial(request) ? 200 : 422,
      });
    }
    const session = await sessions.signIn(
      reply,
      request.sessionState,
      inserted.id,
      request.protocol === 'https',
    );
    request.sessionState = { kind: 'active', session, user: inserted };
    if (!isPartial(request)) return redirectAfterPost(reply, urls.home(lang));
    reply.headers(partialUpdateHeaders({ redirect: urls.home(lang) }));
    return sendPage(request, reply, {
      title: t('register'),
      body: <p>{t('signedInAs', { name: inserted.name })}</p>,
    });
  });
}
