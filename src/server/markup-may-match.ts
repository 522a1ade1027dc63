/**
 * Whether an HTML string may hold an element that a selector matches, without parsing it: what the
 * server helper needs to preload a behaviour's chunk (module-preload.ts). It errs towards yes — a
 * needless preload costs a few bytes, a missed one a round trip: each comma-separated alternative
 * holds when every tag, id, class and attribute name it requires appears somewhere in the markup
 * (on any element, whatever the combinators, attribute values and pseudo-classes say).
 */

const IDENT = '[A-Za-z_][\\w-]*';
const TAG = new RegExp(`^(${IDENT})`);
const REQUIREMENT = new RegExp(`([#.])(${IDENT})|\\[\\s*(${IDENT})`, 'g');
/** `:not(…)` and other pseudo-classes require nothing that is certain to be there. */
const PSEUDO = /:{1,2}[\w-]+(\([^)]*\))?/g;

/** An attribute selector's value and flags (`[target="_blank" i]`) say nothing the name does not. */
const ATTRIBUTE_CONDITION = /\[\s*([\w-]+)[^\]]*\]/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns of the names one alternative requires. */
function requirements(alternative: string): RegExp[] {
  const patterns: RegExp[] = [];
  const compounds = alternative
    .replace(ATTRIBUTE_CONDITION, '[$1]')
    .replace(PSEUDO, '')
    .split(/[\s>+~]+/)
    .filter(Boolean);
  for (const compound of compounds) {
    const tag = TAG.exec(compound)?.[1];
    if (tag) patterns.push(new RegExp(`<${escapeRegExp(tag)}[\\s/>]`, 'i'));
    for (const [, sign, name, attribute] of compound.matchAll(REQUIREMENT)) {
      if (attribute) patterns.push(new RegExp(`<[^>]*\\s${escapeRegExp(attribute)}[\\s=/>]`, 'i'));
      else if (sign === '#')
        patterns.push(new RegExp(`\\sid\\s*=\\s*["']?${escapeRegExp(name as string)}["'\\s/>]`));
      else
        patterns.push(
          new RegExp(
            `\\sclass\\s*=\\s*(?:"[^"]*|'[^']*|)(?<![\\w-])${escapeRegExp(name as string)}(?![\\w-])`,
          ),
        );
    }
  }
  return patterns;
}

/** The behaviours' selectors are few and fixed: their patterns are built once, not per page. */
const patternsBySelector = new Map<string, RegExp[][]>();

export function markupMayMatch(html: string, selector: string): boolean {
  let alternatives = patternsBySelector.get(selector);
  if (!alternatives) {
    alternatives = selector.split(',').map(requirements);
    patternsBySelector.set(selector, alternatives);
  }
  return alternatives.some((patterns) => patterns.every((pattern) => pattern.test(html)));
}
