/**
 * The one place where the library turns a string into HTML or script, through one Trusted Types
 * policy, `storefront-elements`. A page that sends `require-trusted-types-for 'script'` accepts
 * only typed values at these sinks; it lists the name in its `trusted-types` directive
 * (docs/security.md). The policy is created on first use where the browser has Trusted Types;
 * elsewhere the strings go to the sinks as they are, as they always did.
 *
 * createHTML is the identity: the markup is the answer of our own origin (every address is checked
 * to be same-origin before it is requested) and it is only ever parsed inertly here — into a
 * template, where nothing runs or loads. createScript and createScriptURL
 * serve only the scripts the library itself inserts (inserted-scripts.ts).
 */
export const TRUSTED_TYPES_POLICY = 'storefront-elements';

// TypeScript's DOM types know no TrustedHTML: the typed values stand where the sinks take strings.
type Typed = (value: string) => string;
interface Policy {
  createHTML: Typed;
  createScript: Typed;
  createScriptURL: Typed;
}

const identity: Typed = (value) => value;
const untyped: Policy = { createHTML: identity, createScript: identity, createScriptURL: identity };
let policy: Policy | undefined;

type TrustedTypesWindow = Window & { trustedTypes?: { createPolicy(name: string, rules: Policy): Policy } };

/**
 * The policy, created on first use. Its createScript and createScriptURL are for inserted-scripts.ts
 * only; everything else turns strings into DOM through the two parsers below.
 */
export function storefrontPolicy(): Policy {
  try {
    policy ??=
      (window as TrustedTypesWindow).trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, untyped) ?? untyped;
  } catch {
    // The page's trusted-types directive does not name the policy (its violation report says so):
    // plain strings still work where Trusted Types are not required.
    policy = untyped;
  }
  return policy;
}

/**
 * Markup parsed in a template, whole pages too (their html, head and body tags drop out): nothing
 * in it runs or loads until it is in the page, and its scripts never run.
 */
export function parseHTMLFragment(markup: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = storefrontPolicy().createHTML(markup);
  return template.content;
}
