/**
 * How many of a one-row list's items fit beside the "More" item. Measured with every item shown
 * (the caller shows them all, reads, and restores before the browser paints, so nothing flickers).
 */
export interface RowMeasure {
  /** Width the list has. */
  available: number;
  /** Right edge of each item, from the list's start edge. */
  itemEnds: number[];
  /** Width of the "More" item with the gap before it. */
  moreWidth: number;
}

export function fittingCount({ available, itemEnds, moreWidth }: RowMeasure): number {
  const last = itemEnds[itemEnds.length - 1] ?? 0;
  if (last <= available) return itemEnds.length;
  let count = 0;
  while (count < itemEnds.length && (itemEnds[count] as number) + moreWidth <= available) count += 1;
  return count;
}

/** Reads the measure of a list whose items are all shown; `more` is its last item. */
export function measureRow(list: HTMLElement, items: HTMLElement[], more: HTMLElement): RowMeasure {
  const box = list.getBoundingClientRect();
  const rtl = getComputedStyle(list).direction === 'rtl';
  const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
  return {
    available: list.clientWidth,
    itemEnds: items.map((item) => {
      const rect = item.getBoundingClientRect();
      return rtl ? box.right - rect.left : rect.right - box.left;
    }),
    moreWidth: more.getBoundingClientRect().width + gap,
  };
}
