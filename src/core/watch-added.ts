/**
 * Hands `onAdded` the elements added under `root` (each added subtree by its top element) a task
 * after the one that added them: a swap's new content is laid out and painted before anything looks
 * through it. Returns the stop.
 */
export function watchAdded(root: Node, onAdded: (elements: Element[]) => void): () => void {
  const added: Element[] = [];
  // A message is a task of its own, neither a microtask (which would run inside the swap's task)
  // nor a timer (which fake timers would hold).
  const later = new MessageChannel();
  later.port1.onmessage = () => onAdded(added.splice(0));
  const observer = new MutationObserver((records) => {
    // One message for what is gathered until it arrives.
    if (!added[0]) later.port2.postMessage(0);
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    later.port1.close();
  };
}
