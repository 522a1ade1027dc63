/**
 * Swap modes and view transitions (docs/morph-and-prefetch.md), the lazy part of swapper.ts: loaded
 * by the first update that asks for a morph or a transition, through the update's settings (the
 * trigger's, its call's) or a region's own `data-pu-swap` / `data-pu-transition`.
 */
import { SETTING_PREFIXES, type SWAP_SETTINGS } from '../../protocol/partial-update-markup.ts';
import { ContainerMissingError, InvalidSettingError } from '../errors.ts';
import { emit } from '../events.ts';
import { schedulePostReplacementScroll } from '../scroll.ts';
import { type PartialUpdateSettings, parseAttributeValues } from '../settings.ts';
import { morphRegion } from './morph.ts';
import type { Replacement } from './replacement.ts';
import { inViewTransition } from './view-transition.ts';

export type SwapMode = 'replace' | 'morph';
export type SwapSettings = Pick<PartialUpdateSettings, 'swap' | 'transition'> &
  Partial<Pick<PartialUpdateSettings, 'historyPopState' | 'keepScroll'>>;

const MODES: readonly string[] = ['replace', 'morph'];
const EXPECTED = 'replace or morph, or id:mode per target (separated by spaces)';

/**
 * The mode of region `id` in a `swap` value: `morph`, `replace`, or a list where `id:mode` names one
 * target's mode and a bare mode the others' (`morph userMenu:replace`). An id may itself hold a
 * colon: a mode is what follows the last one. Undefined when the value says nothing of `id`.
 */
export function swapModeOf(value: string | undefined, id: string): SwapMode | undefined {
  let bare: SwapMode | undefined;
  let own: SwapMode | undefined;
  for (const item of (value ?? '').split(/[\s,]+/)) {
    if (item === '') continue;
    const colon = item.lastIndexOf(':');
    const mode = item.slice(colon + 1);
    if (!MODES.includes(mode) || colon === 0) throw new InvalidSettingError('swap', value ?? '', EXPECTED);
    if (colon < 0) bare = mode as SwapMode;
    else if (item.slice(0, colon) === id) own = mode as SwapMode;
  }
  return own ?? bare;
}

/** A region's own setting, `data-pu-…` or `data-partial-update-…` (both forms mean the same). */
function ownSetting(region: Element, key: (typeof SWAP_SETTINGS)[number]): string | null {
  const [short, long] = SETTING_PREFIXES;
  return region.getAttribute(short + key) ?? region.getAttribute(long + key);
}

/**
 * Swaps each region in its mode — the update's setting first, then the region's own, else replace —
 * all inside one view transition when the update or any region asks for it. Every region is looked
 * up and every mode read before any region changes: all or nothing, as swapRegions.
 */
export async function swapInModes(replacements: Replacement[], settings: SwapSettings): Promise<Element[]> {
  const regions = replacements.map(({ id }) => {
    const region = document.getElementById(id);
    if (!region?.parentNode) throw new ContainerMissingError(id);
    return region;
  });
  const modes = regions.map(
    (region) =>
      swapModeOf(settings.swap, region.id) ??
      swapModeOf(ownSetting(region, 'swap') ?? undefined, region.id) ??
      'replace',
  );
  const transition =
    settings.transition ??
    regions.some((region) => {
      const raw = ownSetting(region, 'transition');
      return raw !== null && parseAttributeValues({ transition: raw }).transition === true;
    });
  const swap = () => {
    // In a transition the swap runs a frame later: a region gone by then fails the whole swap.
    const gone = regions.find((region) => !region.isConnected);
    if (gone) throw new ContainerMissingError(gone.id);
    const elements = replacements.map(({ id, element }, index) => {
      const region = regions[index] as Element;
      emit(region, 'fg:pu-before-replace', { targetId: id, newElement: element });
      const swapped =
        modes[index] === 'morph' ? morphRegion(region, element) : replaceRegion(region, element);
      emit(swapped, 'fg:pu-after-replace', { targetId: id, newElement: swapped });
      return swapped;
    });
    // The page is scrolled to a replaced region it is past (swapper.ts), never for a morph nor for
    // back/forward, which puts the page where the visitor left it, nor when the update says so.
    if (!settings.historyPopState && !settings.keepScroll)
      schedulePostReplacementScroll(elements.filter((swapped, index) => swapped !== regions[index]));
    return elements;
  };
  return transition ? inViewTransition(swap) : swap();
}

function replaceRegion(region: Element, element: Element): Element {
  region.replaceWith(element);
  return element;
}
