/**
 * The way in to optimistic updates (docs/optimistic.md) for what sends a trigger's request — the
 * engine's lifecycle (watch-optimistic-triggers.ts), add to basket: the chunk is loaded with the
 * first trigger that declares changes (or earlier, when a page holds one), never by the entry.
 */
import { OPTIMISTIC_ATTRIBUTE } from '../../protocol/optimistic-markup.ts';
import { loadOnce } from '../load-once.ts';
import type { OptimisticUpdate } from './optimistic-updates.ts';

export type { OptimisticUpdate };

export const optimisticUpdates = loadOnce('optimistic', () => import('./optimistic-updates.ts'));

/**
 * The element declaring what `source` expects: the nearest around it (itself, its form, an element
 * holding a component's own form), else the form it submits from elsewhere (`form="…"`).
 */
function declaringElement(source: Element): Element | null {
  const selector = `[${OPTIMISTIC_ATTRIBUTE}]`;
  return source.closest(selector) ?? (source as HTMLButtonElement).form?.closest(selector) ?? null;
}

/**
 * Shows what `source` expects once the chunk is there — if `stillWanted()` then (the update was not
 * cancelled, its answer has not come first); null when `source` declares nothing. A chunk that
 * fails to load shows nothing: the update goes on without (logged).
 */
export function expectChanges(
  source: Element,
  stillWanted: () => boolean = () => true,
): Promise<OptimisticUpdate | null> | null {
  const declaring = declaringElement(source);
  if (!declaring) return null;
  return optimisticUpdates().then(
    (chunk) => (stillWanted() && declaring.isConnected ? chunk.showExpected(declaring) : null),
    (error: unknown) => {
      console.error(error);
      return null;
    },
  );
}
