/**
 * The page's speculation rules (docs/speculation.md) at the end of its `<head>`, under the response's
 * script nonce. Made from the rendered markup: the addresses its #content links to are partial
 * updates, and are left out along with everything under /qf/ — what forms post to (log in and out,
 * basket, lists, comparison), the form pages, the user tools' include and the push stream. What is
 * left is the plain GET pages of the header and footer.
 */
import { speculationRulesScript } from './pu.ts';

const SPECULATION_EXCLUDED = ['/qf/*'];
const HEAD_END = '</head>';

export function withSpeculationRules(html: string, nonce: string): string {
  const at = html.indexOf(HEAD_END);
  if (at < 0) return html;
  const rules = speculationRulesScript({ nonce, exclude: SPECULATION_EXCLUDED, markup: html });
  return html.slice(0, at) + rules + html.slice(at);
}
