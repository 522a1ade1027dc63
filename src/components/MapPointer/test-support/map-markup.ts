/** The server markup of a store map as a shop renders it, and waiting for its map in tests. */
import { inAct } from '../../../../elements/test-support/react-act.ts';
import { loadLeaflet } from '../load-leaflet.ts';

export interface TestStore {
  id: string;
  name: string;
  lat?: number;
  lng?: number;
}

export const STORES: readonly TestStore[] = [
  { id: '1', name: 'Praha', lat: 50.0815, lng: 14.4283 },
  { id: '2', name: 'Brno', lat: 49.1951, lng: 16.6068 },
  { id: '3', name: 'Wien', lat: 48.1986, lng: 16.3417 },
];

/** Served by the test server: real images, the placeholders in the query. */
export const TEST_TILES = '/node_modules/leaflet/dist/images/layers.png?z={z}&x={x}&y={y}';

export function storeMapMarkup(
  stores: readonly TestStore[] = STORES,
  attributes = `tiles="${TEST_TILES}" attribution="Demo tiles"`,
): string {
  const items = stores
    .map(
      (store) => `
      <li data-store-id="${store.id}" data-lat="${store.lat ?? ''}" data-lng="${store.lng ?? ''}">
        <h3 data-store-name>${store.name}</h3>
        <p>Náměstí ${store.id}, <span data-store-address>${store.name} ${store.id}</span></p>
        <p>Otevřeno <span data-store-hours>9:00–19:00</span></p>
      </li>`,
    )
    .join('');
  return `<fg-map-pointer id="stores" lang="cs" ${attributes}>
      <div class="fg-map-pointer__map-frame"><div class="fg-map-pointer__map"></div></div><ul>${items}</ul>
    </fg-map-pointer>`;
}

/** Resolves once Leaflet is in and every mounted map has placed its markers. */
export function mapsPlaced(): Promise<void> {
  return inAct(() => loadLeaflet());
}
