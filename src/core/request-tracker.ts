/**
 * Requests in flight, per target region. Newest wins: a new request aborts every pending request
 * whose regions overlap its own — for the same region, a region inside it, or a region around it —
 * so an older answer is never swapped over what a newer request shows or is about to show.
 */
export class RequestTracker {
  /** Each pending request's controller, with its target regions. */
  private readonly requests = new Map<AbortController, string[]>();

  /** Aborts the pending requests that overlap these targets, then tracks the new request. */
  begin(targets: string[]): AbortController {
    this.abortWhere((id) => targets.some((target) => encloses(target, id) || encloses(id, target)));
    const controller = new AbortController();
    this.requests.set(controller, targets);
    controller.signal.addEventListener('abort', () => this.finish(controller), { once: true });
    return controller;
  }

  finish(controller: AbortController): void {
    this.requests.delete(controller);
  }

  /** True while a pending request has this region among its targets. */
  isPending(target: string): boolean {
    return [...this.requests.values()].some((targets) => targets.includes(target));
  }

  /** Aborts the requests for `target` and for every region inside it. */
  abortWithin(target: string): void {
    this.abortWhere((id) => encloses(target, id));
  }

  private abortWhere(affected: (id: string) => boolean): void {
    // The transport rejects an aborted request with its own AbortedError; a Map may lose entries as it is walked.
    for (const [controller, targets] of this.requests) if (targets.some(affected)) controller.abort();
  }
}

/** The region `outer` is `inner` or holds it (as the page is now). */
function encloses(outer: string, inner: string): boolean {
  if (outer === inner) return true;
  const container = document.getElementById(outer);
  const element = document.getElementById(inner);
  return container !== null && element !== null && container.contains(element);
}
