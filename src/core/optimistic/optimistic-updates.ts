/**
 * Optimistic updates (docs/optimistic.md), a lazy chunk: a trigger's expected changes
 * (`data-optimistic`) shown at once, kept when its answer comes, taken back — to the very nodes
 * that were there — when the update fails, is refused or is aborted, and the shopper told so
 * unless the failure notice (delivery/failure-notice.ts) already tells them.
 */
import { undoneText } from '../../i18n/optimistic-texts.ts';
import { OPTIMISTIC_ATTRIBUTE } from '../../protocol/optimistic-markup.ts';
import { announce } from '../announcer.ts';
import { editFor, shownNow } from './edits.ts';
import { parseExpectedChanges } from './expected-changes.ts';
import { OptimisticRegions } from './optimistic-regions.ts';

/** One trigger's changes, shown; its answer settles them or they are taken back. */
export interface OptimisticUpdate {
  settle(): void;
  /** `toldElsewhere`: the shopper is told of the failure already (the failure notice). */
  takeBack(toldElsewhere: boolean): void;
}

const regions = new OptimisticRegions();

// Loaded once (load-once.ts): from now on an answer swapped over a changed element, replaced or
// morphed, is the page's truth there (optimistic-regions.ts).
document.documentElement.addEventListener(
  'fg:pu-after-replace',
  (event) => regions.answered(event.detail.newElement),
  true,
);

/** Shows the changes `declaring` expects; null when it shows none. */
export function showExpected(declaring: Element): OptimisticUpdate | null {
  const owner = {};
  let shown = false;
  for (const change of parseExpectedChanges(declaring.getAttribute(OPTIMISTIC_ATTRIBUTE) ?? '')) {
    const operation = shownNow(change.operation, declaring);
    if (!operation) continue;
    for (const element of elementsOf(change.selector, declaring)) {
      const edit = editFor(operation, element, declaring);
      if (!edit) continue;
      regions.show(owner, element, edit);
      shown = true;
    }
  }
  if (!shown) return null;
  return {
    settle: () => regions.settle(owner),
    takeBack: (toldElsewhere) => {
      if (regions.takeBack(owner) && !toldElsewhere) announce(undoneText(languageOf(declaring)));
    },
  };
}

function elementsOf(selector: string | null, declaring: Element): Element[] {
  if (selector === null) return [declaring];
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    console.error(`data-optimistic: "${selector}" is no selector; nothing changed there.`);
    return [];
  }
}

function languageOf(element: Element): string {
  return element.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
}
