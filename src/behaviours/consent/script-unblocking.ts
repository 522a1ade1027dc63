/** Runs scripts held back as `type="text/plain" data-consent="analytics|marketing"` once consent allows. */
import { liveScript } from '../../toolkit/inserted-scripts.ts';
import type { ConsentCategory } from './consent-level.ts';

/**
 * Replaces each blocked script of the category under `root` by a live copy, in document order.
 * `data-type` gives the type the live script gets (e.g. `module`). Returns how many now run.
 */
export function unblockScripts(root: ParentNode, category: ConsentCategory): number {
  const blocked = root.querySelectorAll<HTMLScriptElement>(
    `script[type="text/plain"][data-consent="${category}"]`,
  );
  for (const original of blocked) {
    const script = liveScript(original, 'type');
    if (original.dataset.type) script.type = original.dataset.type;
    // Inserted scripts default to async; external ones must still run in the order they were written.
    script.async = false;
    original.replaceWith(script);
  }
  return blocked.length;
}
