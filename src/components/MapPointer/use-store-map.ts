/**
 * The store map of a MapPointer as a hook: created once Leaflet has loaded (store-map.ts), removed
 * with the component or when its tiles, zoom or stores change. A map that cannot load says so; a
 * map that has drawn its first view says so too (the poster's cue to go).
 */
import type { Map as LeafletMap } from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../core/reduced-motion.ts';
import { loadLeaflet } from './load-leaflet.ts';
import type { MapStore } from './read-map-pointer.ts';
import { createStoreMap, type MarkerActions, type StoreMarker } from './store-map.ts';

export interface StoreMapOptions extends MarkerActions {
  readonly tiles: string | null;
  readonly maxZoom: number;
  readonly stores: readonly MapStore[];
}

export interface StoreMap {
  readonly markers: ReadonlyMap<string, StoreMarker>;
  readonly failed: boolean;
  /** The first view's tiles have loaded and faded in (stays true when the map is made again). */
  readonly drawn: boolean;
  /** Brings the store's marker into view (at once with reduced motion). */
  show(id: string): void;
  zoom(by: 1 | -1): void;
}

const NO_MARKERS: ReadonlyMap<string, StoreMarker> = new Map();

export function useStoreMap(container: RefObject<HTMLElement | null>, options: StoreMapOptions): StoreMap {
  const { tiles, maxZoom, stores } = options;
  const [markers, setMarkers] = useState(NO_MARKERS);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const map = useRef<LeafletMap | null>(null);
  const actions = useRef<MarkerActions>(options);
  actions.current = options;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let removed = false;
    loadLeaflet(element.ownerDocument)
      .then((L) => {
        if (removed) return;
        const created = createStoreMap(
          L,
          element,
          { tiles, maxZoom, stores, still: prefersReducedMotion() },
          {
            choose: (id) => actions.current.choose(id),
            close: () => actions.current.close(),
            firstViewDrawn: () => {
              if (!removed) setDrawn(true);
            },
          },
        );
        map.current = created.map;
        setMarkers(created.markers);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!removed) setFailed(true);
      });
    return () => {
      removed = true;
      map.current?.stop();
      map.current?.remove();
      map.current = null;
      setMarkers(NO_MARKERS);
    };
  }, [container, tiles, maxZoom, stores]);

  const animate = () => !prefersReducedMotion();
  return {
    markers,
    failed,
    drawn,
    show(id) {
      const marker = markers.get(id)?.marker;
      if (marker && map.current) map.current.panTo(marker.getLatLng(), { animate: animate() });
    },
    zoom(by) {
      if (by > 0) map.current?.zoomIn(1, { animate: animate() });
      else map.current?.zoomOut(1, { animate: animate() });
    },
  };
}
