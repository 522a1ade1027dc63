/**
 * The changes shown ahead of their answers, per element, oldest first. Each is owned by the update
 * that showed it. Newest wins: taking back an older change never clobbers a newer one on the same
 * element — the newer ones are undone, the older one too, and the newer ones shown again over what
 * was there before (each undo is exact, so they are taken back newest first).
 */
import type { Edit, Undo } from './edits.ts';

interface Shown {
  readonly owner: object;
  readonly edit: Edit;
  readonly undo: Undo;
  /** Its answer has come: the change is the page's now (kept to be shown again over an older one taken back). */
  readonly settled: boolean;
  /** Regions an answer was swapped into inside the element since: what the change wrote there is the answer's. */
  readonly answers: Element[];
}

export class OptimisticRegions {
  private readonly shown = new Map<Element, Shown[]>();

  show(owner: object, element: Element, edit: Edit): void {
    const changes = this.shown.get(element) ?? [];
    changes.push({ owner, edit, undo: edit.apply(), settled: false, answers: [] });
    this.shown.set(element, changes);
  }

  /**
   * Takes back what `owner` showed. True when the shopper sees it go (on some element no newer
   * change of theirs still waits for its answer).
   */
  takeBack(owner: object): boolean {
    let seen = false;
    for (const [element, changes] of this.shown) {
      const oldest = changes.findIndex((change) => change.owner === owner);
      if (oldest < 0) continue;
      const undone = changes.splice(oldest);
      for (const change of [...undone].reverse())
        change.undo((node) => change.answers.some((region) => region.contains(node)));
      const newer = undone.filter((change) => change.owner !== owner);
      for (const change of newer) changes.push({ ...change, undo: change.edit.apply(), answers: [] });
      if (!newer.some((change) => !change.settled)) seen = true;
      this.forgetIfSettled(element, changes);
    }
    return seen;
  }

  /** The answer of `owner` has come: its changes stay. */
  settle(owner: object): void {
    for (const [element, changes] of this.shown) {
      changes.forEach((change, index) => {
        if (change.owner === owner) changes[index] = { ...change, settled: true };
      });
      this.forgetIfSettled(element, changes);
    }
  }

  /**
   * An answer was swapped in as `region`, whatever the swap mode: what it holds, and what left with
   * the old region, is the answer's — never undone over it. A region inside a changed element (a
   * count's number morphed) is the answer's too: taking the change back leaves it as it is.
   */
  forgetReplaced(region: Element): void {
    for (const [element, changes] of this.shown) {
      if (!element.isConnected || region.contains(element)) this.shown.delete(element);
      else if (element.contains(region)) for (const change of changes) change.answers.push(region);
    }
  }

  private forgetIfSettled(element: Element, changes: Shown[]): void {
    if (changes.every((change) => change.settled)) this.shown.delete(element);
  }
}
