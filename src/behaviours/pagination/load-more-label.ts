/**
 * The "Load more" link's content while the next page loads: the loading text, then its own label
 * again — the very nodes the server rendered (an icon inside the link comes back with it).
 */
import { html } from 'lit-html';
import { renderAsOnlyContent } from '../render-as-only-content.ts';

const labels = new WeakMap<Element, Node[]>();

const loadMoreTemplate = (label: Node[], loadingText: string | null) => html`${loadingText ?? label}`;

/** Shows `loadingText` in the link instead of its label; null shows the label again. */
export function renderLoadMoreLabel(link: HTMLAnchorElement, loadingText: string | null): void {
  const label = labels.get(link) ?? [...link.childNodes];
  labels.set(link, label);
  renderAsOnlyContent(loadMoreTemplate(label, loadingText), link);
}
