import { bookcase } from './bookcase.ts';
import { ceilingLamp } from './ceiling-lamp.ts';
import { coffeeTable } from './coffee-table.ts';
import { cookware } from './cookware.ts';
import { cushion } from './cushion.ts';
import { diningChair } from './dining-chair.ts';
import { diningTable } from './dining-table.ts';
import type { Angle, Drawing } from './drawing.ts';
import { hsl, Look } from './look.ts';
import { officeChair } from './office-chair.ts';
import type { ProductKind } from './product-kind.ts';
import { roomScene } from './room.ts';
import { rug } from './rug.ts';
import { FRONT, type Projection, round, Sketch, THREE_QUARTER } from './sketch.ts';
import { tableLamp } from './table-lamp.ts';
import { tableware } from './tableware.ts';
import { type View, viewOf } from './views.ts';
import { wallShelf } from './wall-shelf.ts';
import { xmlAttributeValue } from './xml-attribute.ts';

/** The drawing of each kind of product. */
export const DRAWINGS: Readonly<Record<ProductKind, Drawing>> = {
  'ceiling-lamp': ceilingLamp,
  'table-lamp': tableLamp,
  'dining-chair': diningChair,
  'office-chair': officeChair,
  'dining-table': diningTable,
  'coffee-table': coffeeTable,
  'wall-shelf': wallShelf,
  bookcase,
  cushion,
  rug,
  cookware,
  tableware,
};

/** Every picture is drawn on this 4:3 canvas and scaled by the SVG viewer. */
export const PICTURE_WIDTH = 240;
export const PICTURE_HEIGHT = 180;

export interface PicturedProduct {
  readonly id: number;
  readonly name: string;
  /** The product's seeded colour (degrees). */
  readonly hue: number;
  readonly kind: ProductKind;
}

/** The part of the canvas a studio view fills with the product; its bottom is the floor it stands on. */
const STAGE = { left: 26, right: 214, top: 16, bottom: 160 } as const;
const DETAIL_ZOOM = 2;

function projectionFor(drawing: Drawing, angle: Angle): Projection {
  return drawing.projection?.(angle) ?? (angle === 'front' ? FRONT : THREE_QUARTER);
}

function drawn(drawing: Drawing, look: Look, angle: Angle) {
  const sketch = new Sketch(projectionFor(drawing, angle));
  const spots = drawing.draw(sketch, look, angle);
  return { sketch, spots };
}

function group(markup: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale * 100) / 100})">${markup}</g>`;
}

/** The backdrop of a studio view: a wall and, for what stands, a floor. */
function backdrop(look: Look, drawing: Drawing, angle: Angle, dark: boolean): string {
  const wall = dark ? '#2c2e35' : hsl(look.hue, 22, 94);
  const floor = dark ? '#3a3d46' : hsl(look.hue, 16, 86);
  // Seen from above, a rug lies on nothing but floor.
  if (angle === 'front' && drawing.placement === 'flat')
    return `<rect width="240" height="180" fill="${floor}"/>`;
  const standing = drawing.placement !== 'wall' && drawing.placement !== 'ceiling';
  return `<rect width="240" height="180" fill="${wall}"/>${standing ? `<rect y="124" width="240" height="56" fill="${floor}"/>` : ''}`;
}

/** A soft shadow on the floor under something `width` wide standing at (x, y). */
function floorShadow(x: number, y: number, width: number): string {
  return `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(width * 0.56)}" ry="${round(Math.max(3, width * 0.09))}" fill="#000" fill-opacity=".16"/>`;
}

function studio(look: Look, drawing: Drawing, view: View): string {
  const frame = view.frame;
  const angle = frame.kind === 'room' ? 'three-quarter' : frame.angle;
  const { sketch, spots } = drawn(drawing, look, angle);
  const width = sketch.maxX - sketch.minX;
  const height = sketch.maxY - sketch.minY;
  const fit = Math.min((STAGE.right - STAGE.left) / width, (STAGE.bottom - STAGE.top) / height);
  const middle = (sketch.minX + sketch.maxX) / 2;
  const stands =
    drawing.placement !== 'wall' && drawing.placement !== 'ceiling' && drawing.placement !== 'flat';
  const centre = PICTURE_WIDTH / 2;
  let x = centre - fit * middle;
  let y = stands
    ? STAGE.bottom - fit * sketch.maxY
    : PICTURE_HEIGHT / 2 - (fit * (sketch.minY + sketch.maxY)) / 2;
  let scale = fit;
  if (frame.kind === 'detail') {
    const [sx, sy, sz] = spots[frame.spot];
    const { kx, ky } = sketch.projection;
    scale = fit * DETAIL_ZOOM;
    x = centre - scale * (sx + sz * kx);
    y = PICTURE_HEIGHT / 2 - scale * (-sy - sz * ky);
  }
  const shadow = stands && frame.kind === 'studio' ? floorShadow(centre, STAGE.bottom, width * fit) : '';
  let product = `${shadow}${group(sketch.toString(), x, y, scale)}`;
  if (frame.kind === 'studio' && frame.mirrored)
    product = `<g transform="matrix(-1 0 0 1 ${PICTURE_WIDTH} 0)">${product}</g>`;
  return backdrop(look, drawing, angle, frame.kind === 'studio' && frame.dark === true) + product;
}

function room(look: Look, drawing: Drawing, evening: boolean): string {
  const { sketch } = drawn(drawing, look, 'three-quarter');
  const scene = roomScene(look, drawing.placement, evening);
  const [x, y] = scene.anchor;
  const scale = drawing.roomScale;
  const stands = drawing.placement === 'floor' || drawing.placement === 'surface';
  const shadow = stands
    ? floorShadow(x + ((sketch.minX + sketch.maxX) / 2) * scale, y, (sketch.maxX - sketch.minX) * scale)
    : '';
  return scene.behind + shadow + group(sketch.toString(), x, y, scale);
}

/**
 * Picture number `index` of a product as an SVG document: the view that number stands for (front,
 * three-quarter, close-up, in a room …) of the product's kind, in its colour and its own shape,
 * labelled with its name and the view. Drawn here, nothing fetched.
 */
export function productPicture(
  product: PicturedProduct,
  index: number,
  size: { readonly width: number; readonly height: number } = {
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
  },
): string {
  const view = viewOf(index);
  const look = new Look(product.id, product.hue);
  const drawing = DRAWINGS[product.kind];
  const body =
    view.frame.kind === 'room' ? room(look, drawing, view.frame.evening) : studio(look, drawing, view);
  const label = xmlAttributeValue(`${product.name}, ${view.name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" width="${size.width}" height="${size.height}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">${body}</svg>`;
}
