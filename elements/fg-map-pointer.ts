/**
 * `<fg-map-pointer id tiles attribution max-zoom poster poster-alt>` around the server's store list: the stores on a
 * Leaflet map beside the list; choosing a store in the list opens its marker, choosing a marker
 * marks its store in the list. See src/components/MapPointer.
 *
 * @attr tiles - Tile address template, e.g. `https://{s}.tiles.example/{z}/{x}/{y}.png`: any origin, http(s) only.
 * @attr attribution - Credit of the tile provider, shown on the map as text.
 * @attr {number} max-zoom - Closest zoom of the map (default 16).
 * @attr poster - Address of a picture of the map's first view, shown in the frame until the map has drawn it: any origin, http(s) only.
 * @attr poster-alt - The poster's text alternative (default empty: decorative, the list of stores is the content).
 * @fires fg:store-select - A store was chosen; `detail.storeId`, `detail.from` (`list` or `map`).
 */
import { MapPointer, type MapPointerProps } from '../src/components/MapPointer/MapPointer.tsx';
import { readMapPointer } from '../src/components/MapPointer/read-map-pointer.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<MapPointerProps>('fg-map-pointer', MapPointer, {
  props: { tiles: 'string', attribution: 'string', maxZoom: 'number', poster: 'string', posterAlt: 'string' },
  readServerMarkup: readMapPointer,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-map-pointer': ReactElement;
  }
}
