/**
 * The Leaflet map of a MapPointer: a tile layer from the checked template and one marker per store
 * with coordinates, all stores in view.
 *
 * Markers are Leaflet div icons whose element the component fills (a React portal): Leaflet's own
 * popups, controls and attribution write strings into innerHTML, which a page requiring Trusted
 * Types refuses, and their texts are English only. Each marker is a button in the tab order
 * (APG button: Enter and Space choose it; Escape closes its card).
 */

import type { Map as LeafletMap, Marker } from 'leaflet';
import { isEscapeKey } from '../../toolkit/escape-key.ts';
import type { Leaflet } from './load-leaflet.ts';
import type { MapStore } from './read-map-pointer.ts';

/** Room around the stores when the map first shows them all (demo/server/map-poster.ts fits its poster alike). */
const FIT_PADDING_PX = 40;
/** Leaflet fades a loaded tile in over 200 ms (and prunes the tiles under it 250 ms after a load). */
const TILE_FADE_MS = 250;
/** Marker size (a touch target larger than 24 px); the pin's tip is below its box, on the store. */
const MARKER_SIZE_PX = 32;
const MARKER_TIP_PX = 39;

export interface StoreMarker {
  readonly marker: Marker;
  /** The focusable button Leaflet placed on the map. */
  readonly button: HTMLElement;
  /** The element inside it that the component fills. */
  readonly content: HTMLElement;
}

export interface StoreMapSettings {
  /** The checked tile address template; null: no tiles. */
  readonly tiles: string | null;
  readonly maxZoom: number;
  readonly stores: readonly MapStore[];
  /** No zoom or fade animations (prefers-reduced-motion). */
  readonly still: boolean;
}

export interface MarkerActions {
  choose(id: string): void;
  close(): void;
}

export interface StoreMapActions extends MarkerActions {
  /** The map has drawn its first view: its tiles have loaded and faded in (at once without tiles). */
  firstViewDrawn(): void;
}

export function createStoreMap(
  L: Leaflet,
  element: HTMLElement,
  settings: StoreMapSettings,
  actions: StoreMapActions,
): { map: LeafletMap; markers: ReadonlyMap<string, StoreMarker> } {
  const { tiles, maxZoom, stores, still } = settings;
  const map = L.map(element, {
    zoomControl: false,
    attributionControl: false,
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
    maxZoom,
  });
  // The view first: Leaflet places markers only on a map that has one.
  const positions = stores.flatMap((store) =>
    store.position ? [[...store.position] as [number, number]] : [],
  );
  if (positions.length > 0) {
    map.fitBounds(L.latLngBounds(positions), {
      maxZoom,
      padding: [FIT_PADDING_PX, FIT_PADDING_PX],
      animate: false,
    });
  } else {
    map.setView([0, 0], 1, { animate: false });
  }
  if (tiles === null) actions.firstViewDrawn();
  else {
    L.tileLayer(tiles, { maxZoom })
      .once('load', () => {
        if (still) actions.firstViewDrawn();
        else setTimeout(() => actions.firstViewDrawn(), TILE_FADE_MS);
      })
      .addTo(map);
  }
  const markers = new Map<string, StoreMarker>();
  for (const store of stores) {
    if (store.position === null) continue;
    const content = element.ownerDocument.createElement('span');
    content.className = 'fg-map-pointer__marker';
    const icon = L.divIcon({
      html: content,
      className: 'fg-map-pointer__icon',
      iconSize: [MARKER_SIZE_PX, MARKER_SIZE_PX],
      iconAnchor: [MARKER_SIZE_PX / 2, MARKER_TIP_PX],
    });
    const marker = L.marker([...store.position], { icon, keyboard: false }).addTo(map);
    const button = marker.getElement() as HTMLElement;
    makeButton(button, store, actions);
    markers.set(store.id, { marker, button, content });
  }
  return { map, markers };
}

/** The marker's element as an APG button named by its store. */
function makeButton(button: HTMLElement, store: MapStore, actions: MarkerActions): void {
  button.tabIndex = 0;
  button.setAttribute('role', 'button');
  button.setAttribute('aria-label', store.name);
  button.addEventListener('click', () => actions.choose(store.id));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault(); // Space would scroll the page
      actions.choose(store.id);
    } else if (isEscapeKey(event)) {
      actions.close();
    }
  });
}
