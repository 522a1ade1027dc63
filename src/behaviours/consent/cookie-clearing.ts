/** Removes the cookies of a withdrawn consent category (name patterns with `*`). */
import { type CookieJar, cookieNames, expireCookie } from '../../toolkit/cookies.ts';

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\*/g, '.*')}$`);
}

/** Cookie names in the jar that match any of the patterns. */
export function matchingCookieNames(jar: CookieJar, patterns: readonly string[]): string[] {
  const expressions = patterns.map(patternToRegExp);
  return cookieNames(jar).filter((name) => expressions.some((expression) => expression.test(name)));
}

/**
 * Expires the matching cookies on path / for the host and each parent domain: tag managers set
 * theirs on the registrable domain (`.shop.example`), which a host-only removal would miss.
 */
export function clearCookies(jar: CookieJar, patterns: readonly string[], hostname: string): string[] {
  const names = matchingCookieNames(jar, patterns);
  const labels = hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(labels.slice(i).join('.'));
  for (const name of names) {
    for (const domain of domains) expireCookie(name, jar, domain);
  }
  return names;
}
