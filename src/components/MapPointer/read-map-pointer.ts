/**
 * Reads the server's store list: every `[data-store-id]` element is a store, with its
 * `data-lat`/`data-lng` coordinates and the texts of its `[data-store-name]`,
 * `[data-store-address]` and `[data-store-hours]` children. A store without valid coordinates
 * stays in the list and gets no marker. The size of the server's poster
 * (`img.fg-map-pointer__poster`), so the element's poster is the same image element.
 */
export interface MapStore {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly hours: string;
  /** [latitude, longitude], or null when the markup gave none that is valid. */
  readonly position: readonly [number, number] | null;
}

const text = (item: Element, selector: string) => item.querySelector(selector)?.textContent?.trim() ?? '';

function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

export function readStore(item: HTMLElement): MapStore {
  const lat = coordinate(item.dataset.lat, 90);
  const lng = coordinate(item.dataset.lng, 180);
  return {
    id: item.dataset.storeId ?? '',
    name: text(item, '[data-store-name]'),
    address: text(item, '[data-store-address]'),
    hours: text(item, '[data-store-hours]'),
    position: lat === null || lng === null ? null : [lat, lng],
  };
}

export interface MapPointerProps {
  /** Tile address template, `{z}`, `{x}`, `{y}` (and `{s}`, `{r}`) filled in by the map. */
  tiles?: string;
  /** Credit of the tile provider, shown on the map as text. */
  attribution?: string;
  maxZoom?: number;
  stores?: readonly MapStore[];
  /** Heading level of the store names in the server markup (2 for `<h2>`); 0 for no heading. */
  headingLevel?: number;
  /** Address of a picture of the map's first view, shown in the frame until the map has drawn it. */
  poster?: string;
  /** The poster's text alternative; empty (decorative) unless given. */
  posterAlt?: string;
  /** The poster's width and height attributes, as the server markup gave them. */
  posterSize?: readonly [number, number];
}

/** A positive whole number of pixels from an attribute, or null. */
function pixels(value: string | null): number | null {
  const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function readPosterSize(element: HTMLElement): readonly [number, number] | undefined {
  const poster = element.querySelector('img.fg-map-pointer__poster');
  const width = pixels(poster?.getAttribute('width') ?? null);
  const height = pixels(poster?.getAttribute('height') ?? null);
  return width === null || height === null ? undefined : [width, height];
}

export function readMapPointer(element: HTMLElement): Partial<MapPointerProps> {
  const items = [...element.querySelectorAll<HTMLElement>('[data-store-id]')];
  const name = element.querySelector('[data-store-name]');
  const level = name && /^H[1-6]$/.test(name.tagName) ? Number(name.tagName.slice(1)) : 0;
  return {
    stores: items.map(readStore).filter((store) => store.id !== ''),
    headingLevel: level,
    posterSize: readPosterSize(element),
  };
}
