/**
 * A request the server refused for a stale CSRF token (the secret rotated at a login in another
 * tab): the 403 names a token of the current secret (docs/protocol.md, "A stale token"). The page
 * takes it — the `<meta name="csrf-token">` and every hidden field still holding the stale token,
 * so the forms post it too — and the request is sent once more when the answer says it may be
 * (`PU-Repeatable`): the server did nothing with it, and it asks for the same outcome whoever is
 * signed in now. Anything else stays refused, for the shopper to be told.
 */
import { CSRF_TOKEN_HEADER, PU_FLAG_VALUE, PU_REPEATABLE_HEADER } from '../../protocol/partial-update.ts';
import { csrfToken, renewCsrfToken } from '../csrf-token.ts';

const FORBIDDEN = 403;

/** The fresh token to send the refused request again with; null when it is not to be repeated. */
export function tokenToRepeatWith(status: number, header: (name: string) => string | null): string | null {
  const fresh = header(CSRF_TOKEN_HEADER);
  if (status !== FORBIDDEN || !fresh) return null;
  const stale = csrfToken();
  renewCsrfToken(fresh);
  if (stale && stale !== fresh) {
    for (const field of document.querySelectorAll<HTMLInputElement>('input[type=hidden]'))
      if (field.value === stale) field.value = fresh;
  }
  return header(PU_REPEATABLE_HEADER) === PU_FLAG_VALUE ? fresh : null;
}

/** The body with every field that carried the stale token carrying the fresh one. */
export function withFreshToken<Body extends URLSearchParams | FormData | null>(
  body: Body,
  stale: string | undefined,
  fresh: string,
): Body {
  if (body === null || !stale) return body;
  const copy = (body instanceof FormData ? new FormData() : new URLSearchParams()) as FormData;
  for (const [name, value] of body as FormData) copy.append(name, value === stale ? fresh : value);
  return copy as unknown as Body;
}
