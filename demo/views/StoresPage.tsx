import type { Store } from '../db/schema.ts';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** The region id of the store map; a partial update of the page replaces it whole. */
export const STORE_MAP_ID = 'storeMap';
/** The closest zoom of the map: the demo draws its tiles up to there. */
export const STORE_MAP_MAX_ZOOM = 12;

/** The map's poster: its address and size in pixels (the frame knows its shape before it arrives). */
export interface StoreMapPoster {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The stores page: `<fg-map-pointer>` around the list of stores. Without script the list is the
 * page (name, address, opening hours); the map's frame keeps its final size either way, so the map
 * arriving moves nothing. The frame shows the map's poster (a picture of its first view, `poster`)
 * from the first paint, with or without script. The markup is the one the element renders
 * (docs/elements.md).
 */
export function StoresPage({ stores, poster }: { stores: readonly Store[]; poster?: StoreMapPoster }) {
  const { lang, t } = useView();
  return (
    <div className="stores-page">
      <h1>{t('storesMap.title')}</h1>
      <p>{t('storesMap.intro')}</p>
      <fg-map-pointer
        id={STORE_MAP_ID}
        tiles={urls.mapTiles}
        attribution={t('storesMap.tilesCredit')}
        max-zoom={String(STORE_MAP_MAX_ZOOM)}
        poster={poster?.src}
        lang={lang}
      >
        <div className="fg-map-pointer">
          <div className="fg-map-pointer__map-frame">
            {poster ? (
              <img
                className="fg-map-pointer__poster"
                src={poster.src}
                alt=""
                width={poster.width}
                height={poster.height}
                fetchPriority="high"
                decoding="async"
              />
            ) : null}
            <p className="fg-map-pointer__no-script">{t('storesMap.noScript')}</p>
          </div>
          <ul className="fg-map-pointer__stores" aria-label={t('storesMap.list')}>
            {stores.map((store) => (
              <li
                key={store.id}
                id={`${STORE_MAP_ID}-store-${store.id}`}
                className="fg-map-pointer__store"
                data-store-id={store.id}
                data-lat={store.latitude ?? undefined}
                data-lng={store.longitude ?? undefined}
              >
                <h2 className="fg-map-pointer__name" data-store-name="">
                  {store.city}
                </h2>
                <p className="fg-map-pointer__address" data-store-address="">
                  {store.street}, {store.city}
                </p>
                <p className="fg-map-pointer__hours">
                  <span className="fg-map-pointer__hours-label">{t('storesMap.openingHours')}</span>{' '}
                  <span data-store-hours="">{store.opening}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </fg-map-pointer>
    </div>
  );
}
