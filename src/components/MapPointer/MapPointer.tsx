/**
 * MapPointer: the shop's stores on a map (Leaflet) beside their list. The server renders the list
 * (name, address, opening hours, coordinates), which works without script; the element adds the
 * map. Choosing a store in the list opens its marker's card and brings it into view; choosing a
 * marker (click, or Enter/Space on it — markers are buttons in the tab order) opens its card and
 * marks the store in the list. The tile address template comes from the `tiles` attribute: any
 * origin, http(s) only (toolkit/tile-template.ts). A `poster` shows the map's first view from the
 * first paint until the map has drawn it (MapPoster.tsx).
 */
import { createElement, useCallback, useInsertionEffect, useMemo, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../core/reduced-motion.ts';
import { httpTileTemplate } from '../../toolkit/tile-template.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { installDefaultStyles } from '../shared/default-styles.ts';
import { MapPoster } from './MapPoster.tsx';
import { MarkerCards } from './MarkerCards.tsx';
import { MAP_POINTER_STYLES, MAP_POINTER_STYLES_ID } from './map-pointer-styles.ts';
import type { MapPointerProps, MapStore } from './read-map-pointer.ts';
import { useStoreMap } from './use-store-map.ts';

export type { MapPointerProps };

/** Closest zoom the map shows the stores at on its own (a shop's provider may offer more). */
export const DEFAULT_MAX_ZOOM = 16;

/** The id of a store's list item: markers point to its address and hours. */
const storeItemId = (hostId: string, storeId: string) => `${hostId}-store-${storeId}`;

/** The poster's width and height when the server markup gave none: the frame's 4:3. */
const DEFAULT_POSTER_SIZE = [800, 600] as const;

/** One empty list for every render: a new array each time would rebuild the map each time. */
const NO_STORES: readonly MapStore[] = [];

/** What a `fg:store-select` event tells: which store, chosen where. */
export interface StoreSelectDetail {
  storeId: string;
  from: 'list' | 'map';
}

export function MapPointer(props: ComponentProps<MapPointerProps>) {
  const { host, attribution, stores = NO_STORES, headingLevel = 0 } = props;
  const maxZoom = props.maxZoom ?? DEFAULT_MAX_ZOOM;
  const tiles = useMemo(() => (props.tiles ? httpTileTemplate(props.tiles) : null), [props.tiles]);
  const [selected, setSelected] = useState<string | null>(null);
  const container = useRef<HTMLElement>(null);
  const mapId = `${host.id}-map`;
  // Before the first render is laid out: the zoom buttons and the credit line sit over the map
  // from their first frame on, instead of in the flow until Leaflet (and its styles) arrive.
  useInsertionEffect(() => {
    installDefaultStyles(MAP_POINTER_STYLES_ID, MAP_POINTER_STYLES, host.element.ownerDocument);
  }, [host]);
  const itemId = (id: string) => storeItemId(host.id, id);

  const fromMap = useCallback(
    (id: string) => {
      setSelected(id);
      host.element.ownerDocument.getElementById(storeItemId(host.id, id))?.scrollIntoView({
        block: 'nearest',
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      });
      host.dispatch('fg:store-select', { storeId: id, from: 'map' } satisfies StoreSelectDetail);
    },
    [host],
  );
  const close = useCallback(() => setSelected(null), []);
  const map = useStoreMap(container, { tiles, maxZoom, stores, choose: fromMap, close });

  const fromList = (id: string) => {
    setSelected(id);
    map.show(id);
    host.dispatch('fg:store-select', { storeId: id, from: 'list' } satisfies StoreSelectDetail);
  };

  const name = (store: MapStore) => {
    const label =
      store.position === null || map.failed ? (
        store.name
      ) : (
        <button
          type="button"
          className="fg-map-pointer__choose"
          aria-pressed={selected === store.id}
          aria-controls={mapId}
          onClick={() => fromList(store.id)}
        >
          {store.name}
        </button>
      );
    return headingLevel >= 1 && headingLevel <= 6
      ? createElement(`h${headingLevel}`, { className: 'fg-map-pointer__name' }, label)
      : createElement('p', { className: 'fg-map-pointer__name' }, label);
  };

  return (
    <div className="fg-map-pointer">
      <div className="fg-map-pointer__map-frame">
        {map.drawn ? null : (
          <MapPoster
            address={props.poster}
            alt={props.posterAlt ?? ''}
            size={props.posterSize ?? DEFAULT_POSTER_SIZE}
            hostId={host.id}
          />
        )}
        <section
          ref={container}
          id={mapId}
          className="fg-map-pointer__map"
          aria-label={host.t('mapPointer.map')}
          aria-describedby={`${mapId}-keys`}
        />
        <p id={`${mapId}-keys`} className="fg-map-pointer__keys" hidden>
          {host.t('mapPointer.keys')}
        </p>
        {map.failed ? (
          <p className="fg-map-pointer__failed" role="alert">
            {host.t('mapPointer.failed')}
          </p>
        ) : (
          <div className="fg-map-pointer__zoom">
            <button type="button" aria-label={host.t('mapPointer.zoomIn')} onClick={() => map.zoom(1)}>
              +
            </button>
            <button type="button" aria-label={host.t('mapPointer.zoomOut')} onClick={() => map.zoom(-1)}>
              −
            </button>
          </div>
        )}
        {attribution ? <p className="fg-map-pointer__attribution">{attribution}</p> : null}
      </div>
      <ul className="fg-map-pointer__stores" aria-label={host.t('mapPointer.stores')}>
        {stores.map((store) => (
          <li
            key={store.id}
            id={itemId(store.id)}
            className={`fg-map-pointer__store${selected === store.id ? ' fg-map-pointer__store--selected' : ''}`}
          >
            {name(store)}
            <p className="fg-map-pointer__address" id={`${itemId(store.id)}-address`}>
              {store.address}
            </p>
            <p className="fg-map-pointer__hours" id={`${itemId(store.id)}-hours`}>
              <span className="fg-map-pointer__hours-label">{host.t('mapPointer.openingHours')}</span>{' '}
              {store.hours}
            </p>
          </li>
        ))}
      </ul>
      <MarkerCards
        markers={map.markers}
        stores={stores}
        selected={selected}
        describedBy={(id) => `${itemId(id)}-address ${itemId(id)}-hours`}
      />
    </div>
  );
}
