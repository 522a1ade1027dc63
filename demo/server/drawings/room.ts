import type { Placement } from './drawing.ts';
import { hsl, type Look } from './look.ts';

/** A room drawn behind a product, and where the product's origin goes in it. */
export interface RoomScene {
  readonly behind: string;
  readonly anchor: readonly [number, number];
}

const FLOOR_LINE = 130;

/** The piece of furniture a product of this placement stands on or hangs over, if any. */
function furniture(placement: Placement, look: Look): string {
  if (placement === 'surface') {
    return `<path d="M0,116H240V140H0Z" fill="#b58b5e"/><path d="M0,140H240V180H0Z" fill="#f4f1ec"/><path d="M0,140H240" stroke="#8a6844" stroke-width="3"/><path d="M120,140V180" stroke="#d9d3ca"/><path d="M96,152h16M128,152h16" stroke="#8c8c8c" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  if (placement === 'sofa') {
    const sofa = hsl(look.hue + 180, 12, 56);
    const seat = hsl(look.hue + 180, 12, 64);
    return `<rect x="20" y="76" width="200" height="58" rx="8" fill="${sofa}"/><rect x="26" y="122" width="188" height="30" rx="5" fill="${seat}"/><rect x="12" y="100" width="26" height="56" rx="6" fill="${sofa}"/><rect x="202" y="100" width="26" height="56" rx="6" fill="${sofa}"/><path d="M30,156v8M210,156v8" stroke="#4a3a2a" stroke-width="4"/>`;
  }
  if (placement === 'ceiling') {
    return `<path d="M70,118H190L194,112H74Z" fill="#b08a60"/><rect x="70" y="118" width="120" height="34" fill="#8f6c48"/><path d="M80,152v8M180,152v8" stroke="#5b4330" stroke-width="3"/>`;
  }
  return '';
}

/** Where the product's origin goes: on the counter, on the seat, under the ceiling, on the wall or floor. */
const ANCHORS: Readonly<Record<Placement, readonly [number, number]>> = {
  surface: [122, 134],
  sofa: [118, 126],
  ceiling: [130, 82],
  wall: [125, 92],
  floor: [120, 162],
  flat: [82, 176],
};

/**
 * A plain room in daylight or in the evening: a wall in a quiet colour set against the product's,
 * a window, a framed picture, a plank floor, and what the product stands on.
 */
export function roomScene(look: Look, placement: Placement, evening: boolean): RoomScene {
  const wall = evening ? hsl(32, 28, 66) : hsl(look.hue + 180, 14, 90);
  const floor = evening ? '#9c7b58' : '#d6b68c';
  const glass = evening ? '#2b3856' : '#cfe6f5';
  const behind = [
    `<rect width="240" height="180" fill="${wall}"/>`,
    `<rect y="${FLOOR_LINE}" width="240" height="50" fill="${floor}"/>`,
    `<path d="M0,142H240M0,156H240M0,172H240M40,130l-8,12M150,142l-4,14M90,156l-3,16" stroke="#000" stroke-opacity=".08"/>`,
    `<rect y="${FLOOR_LINE - 4}" width="240" height="4" fill="#fff" fill-opacity=".7"/>`,
    `<rect x="14" y="16" width="50" height="82" fill="#fff"/><rect x="18" y="20" width="42" height="74" fill="${glass}"/><path d="M39,20v74M18,57h42" stroke="#fff" stroke-width="3"/>`,
    `<rect x="184" y="28" width="38" height="44" fill="#3a3a3a"/><rect x="188" y="32" width="30" height="36" fill="${hsl(look.hue + 90, 30, 72)}"/><path d="M188,60l10,-12l8,8l5,-5l7,9v8h-30z" fill="${hsl(look.hue + 90, 30, 52)}"/>`,
    furniture(placement, look),
  ].join('');
  return { behind, anchor: ANCHORS[placement] };
}
