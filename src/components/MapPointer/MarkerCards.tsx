/**
 * What each marker shows: its pin, and while its store is chosen, a card with the store's name,
 * address and opening hours. Rendered into the marker elements Leaflet placed (portals); the
 * marker buttons tell assistive technology whether they are pressed and point to the store's
 * address and hours in the list, which say the same as the card.
 */
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import type { MapStore } from './read-map-pointer.ts';
import type { StoreMarker } from './store-map.ts';

/** Above the other markers while its card is open. */
const OPEN_MARKER_Z_OFFSET = 1000;

export interface MarkerCardsProps {
  markers: ReadonlyMap<string, StoreMarker>;
  stores: readonly MapStore[];
  selected: string | null;
  describedBy: (id: string) => string;
}

export function MarkerCards({ markers, stores, selected, describedBy }: MarkerCardsProps) {
  useLayoutEffect(() => {
    for (const [id, { marker, button, content }] of markers) {
      const open = id === selected;
      button.setAttribute('aria-pressed', String(open));
      button.setAttribute('aria-describedby', describedBy(id));
      content.classList.toggle('fg-map-pointer__marker--open', open);
      marker.setZIndexOffset(open ? OPEN_MARKER_Z_OFFSET : 0);
    }
  }, [markers, selected, describedBy]);

  return stores.map((store) => {
    const target = markers.get(store.id)?.content;
    if (!target) return null;
    return createPortal(
      <>
        <span className="fg-map-pointer__pin" />
        <span className="fg-map-pointer__card" hidden={store.id !== selected}>
          <span className="fg-map-pointer__card-name">{store.name}</span>
          <span className="fg-map-pointer__card-address">{store.address}</span>{' '}
          <span className="fg-map-pointer__card-hours">{store.hours}</span>
        </span>
      </>,
      target,
      store.id,
    );
  });
}
