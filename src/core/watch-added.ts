// The page's own setTimeout, taken when this module loads: a fake clock a test installs later does
// not hold it. Timers of one page with no longer delay run in the order they were set (HTML's timer
// ordering), which is what test-support/added-seen.ts waits on; messages of different channels have
// no such order (WebKit delivers them out of it).
const later = setTimeout;

/**
 * Hands `onAdded` the elements added under `root` (each added subtree by its top element) a task
 * after the one that added them: a swap's new content is laid out and painted before anything looks
 * through it. Returns the stop.
 */
export function watchAdded(root: Node, onAdded: (elements: Element[]) => void): () => void {
  // The records as they came: read in that later task, so the swap's own task only keeps them.
  const batches: MutationRecord[][] = [];
  const observer = new MutationObserver((records) => {
    // One task for what is gathered until it runs; after the stop there is nothing left to hand.
    if (!batches[0]) later(() => batches[0] && onAdded(addedElements(batches.splice(0))));
    batches.push(records);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    batches.length = 0;
  };
}

function addedElements(batches: MutationRecord[][]): Element[] {
  const added: Element[] = [];
  for (const records of batches)
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
  return added;
}
