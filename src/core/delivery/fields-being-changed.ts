/**
 * An answer's swap keeps the fields the shopper changed after the update's request left (docs/flows.md,
 * "Nothing lost"): the values of the regions' fields are noted when an update starts, and at the
 * swap a field whose value is no longer the one noted stays as it is — with the component around
 * it (a quantity's −/+ still counting towards its next commit) — in place of the answer's. The
 * answer of that next change brings what the server stored.
 */
const FIELDS = 'input[id], select[id], textarea[id]';

type Values = Map<string, string>;

export class FieldsBeingChanged {
  /** Per region id, the values its fields had when the newest update of it started. */
  private readonly noted = new Map<string, Values>();

  /**
   * Notes the fields of the regions an update is starting for. A region without fields keeps no
   * note, so its swap looks through nothing (a swap of many shelves of cards stays quick). The page's
   * fields are found in one walk, each noted for every region it is in: a walk of each region would
   * cost a call per region, most of them finding nothing.
   */
  noteAtStart(targets: readonly string[]): void {
    const regions = new Map(targets.map((id) => [document.getElementById(id), id]));
    for (const id of targets) this.noted.delete(id);
    for (const field of document.querySelectorAll<HTMLInputElement>(FIELDS)) {
      for (let node = field.parentElement; node; node = node.parentElement) {
        const id = regions.get(node);
        if (id === undefined) continue;
        this.noted.set(id, (this.noted.get(id) ?? new Map()).set(field.id, shownValue(field)));
      }
    }
  }

  /** Puts the fields of `region` changed since its update started into `incoming`, in place of theirs. */
  keepInto(region: Element, incoming: Element): void {
    const noted = this.noted.get(region.id);
    this.noted.delete(region.id);
    if (!noted) return;
    for (const field of region.querySelectorAll<HTMLInputElement>(FIELDS)) {
      const before = noted.get(field.id);
      if (before === undefined || before === shownValue(field)) continue;
      const kept = outermostPart(field, region);
      const counterpart = kept.id ? findById(incoming, kept.id) : null;
      counterpart?.replaceWith(kept);
    }
  }
}

function shownValue(field: HTMLInputElement): string {
  return field.type === 'checkbox' || field.type === 'radio' ? String(field.checked) : field.value;
}

/** The component element holding the field (its state goes with it), else the field itself. */
function outermostPart(field: Element, region: Element): Element {
  let kept: Element = field;
  for (let node = field.parentElement; node && node !== region; node = node.parentElement) {
    if (node.localName.includes('-') && node.id) kept = node;
  }
  return kept;
}

function findById(root: Element, id: string): Element | null {
  return root.id === id ? null : root.querySelector(`#${CSS.escape(id)}`);
}
