/**
 * Speculation Rules for the full-page navigations a page offers (docs/speculation.md): the browser
 * fetches a link's page ahead once the visitor shows the intent to follow it (`moderate`: the
 * pointer rests on it, or presses it), and prerenders it where the shop opts in. Links the
 * partial-update engine loads are left to its own hover prefetch, and nothing with a side effect is
 * ever fetched ahead. Browsers without speculation rules ignore the element.
 */
import { CONTAINER_SELECTOR } from '../protocol/partial-update-markup.ts';
import { escapeHtml } from './escape-html.ts';
import { exactAddressPattern, partialUpdateLinkAddresses } from './partial-update-link-addresses.ts';

/** How soon a rule's links are fetched: on intent (hover, press), never on sight. */
export const SPECULATION_EAGERNESS = 'moderate';

/** On a link or an element around links: never fetch them ahead (the shop's own opt-out). */
export const NO_SPECULATION_ATTRIBUTE = 'data-no-speculation';

/**
 * Links never fetched ahead, whatever their address: the opt-out (and the hover prefetch's
 * `data-no-prefetch`, which says the same), links search engines are told not to follow, links that
 * ask before acting (`data-confirm`), downloads, and links inside a partial-update container — a
 * click there is a partial update, whose answer the hover prefetch fetches instead: a full page
 * fetched for it would never be used.
 */
export const NEVER_SPECULATED_LINKS: readonly string[] = [
  `[${NO_SPECULATION_ATTRIBUTE}], [${NO_SPECULATION_ATTRIBUTE}] *`,
  '[data-no-prefetch], [data-no-prefetch] *',
  '[rel~="nofollow" i]',
  '[data-confirm]',
  '[download]',
  `:is(${CONTAINER_SELECTOR}) *`,
];

export interface SpeculationRulesOptions {
  /** This response's Content-Security-Policy nonce (`script-src 'nonce-…'`); none without a policy. */
  readonly nonce?: string;
  /** URL patterns (relative to the page) of the links worth fetching ahead; every path of the origin by default. */
  readonly include?: readonly string[];
  /**
   * URL patterns never fetched ahead: every address a GET could reach that changes something (log
   * out, basket and list commands, whatever the shop's forms post to), and the shop's own list.
   */
  readonly exclude?: readonly string[];
  /** URL patterns prerendered rather than only prefetched: none unless the shop opts in. */
  readonly prerender?: readonly string[];
  /**
   * The page's markup: every address a link of a partial-update container points to is left out.
   * Chromium fetches an address ahead when any link to it qualifies, so a header link to the same
   * address would have it fetched on a press of the partial-update link, for nothing.
   */
  readonly markup?: string;
}

type Predicate =
  | { href_matches: string | string[] }
  | { selector_matches: string | string[] }
  | { not: Predicate }
  | { and: Predicate[] };

interface DocumentRule {
  source: 'document';
  where: Predicate;
  eagerness: typeof SPECULATION_EAGERNESS;
}

/** The JSON of a `<script type="speculationrules">`. */
export interface SpeculationRuleSet {
  prefetch: DocumentRule[];
  prerender?: DocumentRule[];
}

/** The document rules of the options: prefetch for `include`, prerender for `prerender`, both minus every exclusion. */
export function speculationRules(options: SpeculationRulesOptions = {}): SpeculationRuleSet {
  const exclusions: Predicate[] = [{ not: { selector_matches: [...NEVER_SPECULATED_LINKS] } }];
  const excluded = [
    ...(options.exclude ?? []),
    ...partialUpdateLinkAddresses(options.markup ?? '').map(exactAddressPattern),
  ];
  if (excluded.length > 0) exclusions.push({ not: { href_matches: excluded } });
  const rule = (patterns: readonly string[]): DocumentRule => ({
    source: 'document',
    where: { and: [{ href_matches: [...patterns] }, ...exclusions] },
    eagerness: SPECULATION_EAGERNESS,
  });
  const rules: SpeculationRuleSet = { prefetch: [rule(options.include ?? ['/*'])] };
  if (options.prerender?.length) rules.prerender = [rule(options.prerender)];
  return rules;
}

/**
 * The rules as the text of a script element: JSON in which `<`, `>`, `&` and the line and paragraph
 * separators are written as escapes, so no pattern (`</script>`, `<!--`) can end the element or
 * change how the HTML parser reads it, and the JSON means the same.
 */
export function speculationRulesJson(options: SpeculationRulesOptions = {}): string {
  return JSON.stringify(speculationRules(options)).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `<script type="speculationrules">` with the rules and the nonce: put it in the page's `<head>`. */
export function speculationRulesScript(options: SpeculationRulesOptions = {}): string {
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  return `<script type="speculationrules"${nonce}>${speculationRulesJson(options)}</script>`;
}
