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

/**
 * A name an alternative requires, and the pattern that finds it in markup. Most names a page does
 * not hold at all: a plain search for the name rules them out before any pattern runs.
 */
interface Requirement {
  readonly name: string;
  /** Tag and attribute names are matched in any case; ids and classes as written. */
  readonly anyCase: boolean;
  readonly pattern: RegExp;
}

/** The names one alternative requires. */
function requirements(alternative: string): Requirement[] {
  const found: Requirement[] = [];
  const compounds = alternative
    .replace(ATTRIBUTE_CONDITION, '[$1]')
    .replace(PSEUDO, '')
    .split(/[\s>+~]+/)
    .filter(Boolean);
  for (const compound of compounds) {
    const tag = TAG.exec(compound)?.[1];
    if (tag)
      found.push({
        name: tag.toLowerCase(),
        anyCase: true,
        pattern: new RegExp(`<${escapeRegExp(tag)}[\\s/>]`, 'i'),
      });
    for (const [, sign, name = '', attribute] of compound.matchAll(REQUIREMENT)) {
      if (attribute)
        found.push({
          name: attribute.toLowerCase(),
          anyCase: true,
          pattern: new RegExp(`<[^>]*\\s${escapeRegExp(attribute)}[\\s=/>]`, 'i'),
        });
      else if (sign === '#')
        found.push({
          name,
          anyCase: false,
          pattern: new RegExp(`\\sid\\s*=\\s*["']?${escapeRegExp(name)}["'\\s/>]`),
        });
      else
        found.push({
          name,
          anyCase: false,
          pattern: new RegExp(
            `\\sclass\\s*=\\s*(?:"[^"]*|'[^']*|)(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`,
          ),
        });
    }
  }
  return found;
}

/** The behaviours' selectors are few and fixed: their requirements are built once, not per page. */
const requirementsBySelector = new Map<string, Requirement[][]>();
/** The markup last asked about, in lower case: a page is asked about for every behaviour in turn. */
let lastMarkup = '';
let lastMarkupLowerCase = '';

export function markupMayMatch(html: string, selector: string): boolean {
  let alternatives = requirementsBySelector.get(selector);
  if (!alternatives) {
    alternatives = selector.split(',').map(requirements);
    requirementsBySelector.set(selector, alternatives);
  }
  if (html !== lastMarkup) {
    lastMarkup = html;
    lastMarkupLowerCase = html.toLowerCase();
  }
  const holds = ({ name, anyCase, pattern }: Requirement) =>
    (anyCase ? lastMarkupLowerCase : html).includes(name) && pattern.test(html);
  return alternatives.some((required) => required.every(holds));
}
