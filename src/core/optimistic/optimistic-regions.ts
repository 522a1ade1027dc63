/**
 * The changes shown ahead of their answers, per element, oldest first. Each is owned by the update
 * that showed it. Newest wins: taking back an older change never clobbers a newer one on the same
 * element — the newer ones are undone, the older one too, and the newer ones shown again over what
 * was there before (each undo is exact, so they are taken back newest first).
 *
 * An answer landed over a change — its element replaced, or morphed in place, or a region inside it
 * swapped — makes what it covers the answer's: never undone over it. Whether it still covers it is
 * read when the change is taken back: a region an update puts back when it fails (a streamed
 * answer's early swap, undone) brings the change back with it, and taking it back then undoes it.
 */
import type { Edit, Undo } from './edits.ts';

interface Shown {
  readonly owner: object;
  readonly edit: Edit;
  readonly undo: Undo;
  /** Its answer has come: the change is the page's now (kept to be shown again over an older one taken back). */
  readonly settled: boolean;
  /** Regions answers were swapped in as since it was shown, over its element or inside it. */
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
      const answered = (node: Node) =>
        (changes[oldest] as Shown).answers.some((region) => region.isConnected && region.contains(node));
      if (!element.isConnected || answered(element)) {
        // The answer's now. Changes shown over it since are newer: their undos lead back to the answer.
        const kept = changes.filter((change) => change.owner !== owner);
        changes.splice(0, changes.length, ...kept);
      } else {
        const undone = changes.splice(oldest);
        for (const change of [...undone].reverse())
          change.undo((node) => change.answers.some((region) => region.isConnected && region.contains(node)));
        const newer = undone.filter((change) => change.owner !== owner);
        for (const change of newer) changes.push({ ...change, undo: change.edit.apply(), answers: [] });
        if (!newer.some((change) => !change.settled)) seen = true;
      }
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
   * An answer was swapped in as `region`, whatever the swap mode (a replace, a morph): the changes
   * it covers — on elements it holds, or that hold it (a count's number morphed) — are the answer's.
   */
  answered(region: Element): void {
    for (const [element, changes] of this.shown) {
      if (region.contains(element) || element.contains(region))
        for (const change of changes) change.answers.push(region);
    }
  }

  private forgetIfSettled(element: Element, changes: Shown[]): void {
    if (changes.every((change) => change.settled)) this.shown.delete(element);
  }
}
