/** Cases of the visitor's session: login, session expiry (docs/protocol.md "Login", "Session expiry"). */
import {
  CSRF_TOKEN_HEADER,
  PU_SESSION_EXPIRED_HEADER,
  SESSION_EXPIRED_MARKER,
} from '../../protocol/partial-update.ts';
import { USER_TOOLS_TARGETS, userToolsIncludePath } from '../../protocol/shop-paths.ts';
import { bodyStart, type CaseContext, type ConformanceCase } from '../conformance-case.ts';
import { findElement } from '../html-scan.ts';
import { partialUpdate } from './partial-update-request.ts';
import { loadCsrfPage } from './visitor-steps.ts';

async function userTools(context: CaseContext): Promise<string> {
  const { lang = 'cs', userTools } = context.manifest;
  const targets = userTools?.targets ?? [USER_TOOLS_TARGETS[0]];
  const answer = await context.send(partialUpdate(userToolsIncludePath(lang), targets, { refresh: true }));
  return answer.body;
}

export const sessionCases: ConformanceCase[] = [
  {
    id: 'login',
    title: 'login answers 200 with a new X-CSRF-Token; the user tools then show the signed-in visitor',
    needs: 'login',
    async run(context) {
      const { login, region } = context.manifest;
      const { path, fields, signedInText } = login!;
      await loadCsrfPage(context);
      const tokenBefore = context.shop.csrfToken;
      const before = await userTools(context);
      context.check(
        `the anonymous user tools do not show "${signedInText}"`,
        !before.includes(signedInText),
        bodyStart(before),
      );
      const answer = await context.send(
        partialUpdate(path, [region.target], { method: 'POST', form: fields }),
      );
      context.check('status 200', answer.status === 200, String(answer.status));
      const token = answer.headers[CSRF_TOKEN_HEADER.toLowerCase()];
      context.check(
        `${CSRF_TOKEN_HEADER}: the token of a new secret`,
        token !== undefined && token !== '' && token !== tokenBefore,
        token ?? '(none)',
      );
      context.check(
        `not read as session expiry (no ${PU_SESSION_EXPIRED_HEADER})`,
        answer.headers[PU_SESSION_EXPIRED_HEADER.toLowerCase()] === undefined,
        answer.headers[PU_SESSION_EXPIRED_HEADER.toLowerCase()] ?? '(none)',
      );
      const after = await userTools(context);
      context.check(`the user tools show "${signedInText}"`, after.includes(signedInText), bodyStart(after));
    },
  },
  {
    id: 'session-expiry',
    title: 'an ended session: status 200 with PU-Session-Expired: 1 (or the expiry body)',
    needs: 'sessionExpiry',
    async run(context) {
      const { path, target, cookie } = context.manifest.sessionExpiry!;
      const answer = await context.send({ ...partialUpdate(path, [target], { refresh: true }), cookie });
      context.check(
        'status 200 (401/403 would be reported as an HTTP error)',
        answer.status === 200,
        String(answer.status),
      );
      const header = answer.headers[PU_SESSION_EXPIRED_HEADER.toLowerCase()];
      const loginForm = findElement(answer.body, (tag) =>
        (tag.attributes.get('action') ?? '').endsWith(`/ramjet/${SESSION_EXPIRED_MARKER}`),
      );
      const expiryBody = /id="pu-session-expired"/.test(answer.body);
      context.check(
        `${PU_SESSION_EXPIRED_HEADER}: 1, the expiry body, or the login form`,
        header === '1' || expiryBody || loginForm !== null,
        `${header ?? '(no header)'}; ${bodyStart(answer.body)}`,
      );
    },
  },
];
