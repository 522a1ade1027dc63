/**
 * Requests in flight, per target region. A new request for a region aborts the earlier one for that
 * region and for every region inside it, so a stale answer can never be swapped in.
 */
import { AbortedError } from './errors.ts';

interface TrackedRequest {
  targets: string[];
  controller: AbortController;
}

export class RequestTracker {
  private readonly requests = new Set<TrackedRequest>();

  /** Aborts what is pending for these targets and their nested regions, then tracks the new request. */
  begin(targets: string[]): AbortController {
    for (const target of targets) this.abortWithin(target);
    const request = { targets, controller: new AbortController() };
    this.requests.add(request);
    request.controller.signal.addEventListener('abort', () => this.requests.delete(request), { once: true });
    return request.controller;
  }

  finish(controller: AbortController): void {
    for (const request of this.requests) {
      if (request.controller === controller) this.requests.delete(request);
    }
  }

  /** True while the request is still the newest for its targets. */
  isCurrent(controller: AbortController): boolean {
    return !controller.signal.aborted;
  }

  /** Aborts the requests for `target` and for every region inside it. */
  abortWithin(target: string): void {
    const container = document.getElementById(target);
    for (const request of [...this.requests]) {
      const affected = request.targets.some((id) => {
        if (id === target) return true;
        const element = document.getElementById(id);
        return container !== null && element !== null && container.contains(element);
      });
      if (affected) request.controller.abort(new AbortedError(target));
    }
  }

  get pendingCount(): number {
    return this.requests.size;
  }
}
