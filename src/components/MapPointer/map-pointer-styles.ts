/**
 * The map's default look, one `<style id="fg-map-pointer-styles">` added first in `<head>` so the
 * shop's rules win. The first part is the part of Leaflet 1.9.4's leaflet.css (BSD-2-Clause,
 * © Volodymyr Agafonkin, CloudMade) the element uses: panes, tiles, markers, zoom animation,
 * cursors; its controls, popups and image markers are not used (the element renders its own
 * buttons and store cards). The second part draws the element's poster, markers and buttons: the
 * map's ground is clear while the poster lies under it.
 */
export const MAP_POINTER_STYLES_ID = 'fg-map-pointer-styles';

const LEAFLET_REQUIRED = `
.leaflet-pane,.leaflet-tile,.leaflet-marker-icon,.leaflet-tile-container,.leaflet-pane>svg,.leaflet-pane>canvas,.leaflet-zoom-box,.leaflet-layer{position:absolute;left:0;top:0}
.leaflet-container{overflow:hidden;-webkit-tap-highlight-color:transparent;background:#ddd;outline-offset:1px}
.leaflet-tile,.leaflet-marker-icon{user-select:none;-webkit-user-drag:none}
.leaflet-tile::selection{background:transparent}
.leaflet-marker-icon{display:block}
.leaflet-container .leaflet-marker-pane img,.leaflet-container .leaflet-tile-pane img,.leaflet-container .leaflet-tile{max-width:none!important;max-height:none!important;width:auto;padding:0}
.leaflet-container img.leaflet-tile{mix-blend-mode:plus-lighter}
.leaflet-container.leaflet-touch-zoom{touch-action:pan-x pan-y}
.leaflet-container.leaflet-touch-drag{touch-action:none;touch-action:pinch-zoom}
.leaflet-container.leaflet-touch-drag.leaflet-touch-zoom{touch-action:none}
.leaflet-tile{filter:inherit;visibility:hidden}
.leaflet-tile-loaded{visibility:inherit}
.leaflet-zoom-box{width:0;height:0;box-sizing:border-box;z-index:800}
.leaflet-pane{z-index:400}
.leaflet-tile-pane{z-index:200}
.leaflet-overlay-pane{z-index:400}
.leaflet-shadow-pane{z-index:500}
.leaflet-marker-pane{z-index:600}
.leaflet-tooltip-pane{z-index:650}
.leaflet-popup-pane{z-index:700}
.leaflet-zoom-animated{transform-origin:0 0}
.leaflet-zoom-anim .leaflet-zoom-animated{transition:transform .25s cubic-bezier(0,0,.25,1)}
.leaflet-zoom-anim .leaflet-tile,.leaflet-pan-anim .leaflet-tile{transition:none}
.leaflet-zoom-anim .leaflet-zoom-hide{visibility:hidden}
.leaflet-interactive{cursor:pointer}
.leaflet-grab{cursor:grab}
.leaflet-dragging .leaflet-grab,.leaflet-dragging .leaflet-grab .leaflet-interactive{cursor:grabbing}
.leaflet-marker-icon,.leaflet-tile-container{pointer-events:none}
.leaflet-marker-icon.leaflet-interactive{pointer-events:auto}
.leaflet-fade-anim .leaflet-tile{will-change:opacity}
@media (prefers-reduced-motion:reduce){.leaflet-zoom-anim .leaflet-zoom-animated{transition:none}}`;

const ELEMENT_LOOK = `
.fg-map-pointer__map-frame{position:relative;aspect-ratio:4/3}
.fg-map-pointer__map{width:100%;height:100%}
.fg-map-pointer__poster{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.fg-map-pointer__poster~.fg-map-pointer__map{background:transparent}
.fg-map-pointer__marker{display:block;position:relative;width:32px;height:32px}
.fg-map-pointer__pin{display:block;box-sizing:border-box;width:32px;height:32px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#b3261e;border:3px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.5)}
.leaflet-marker-icon:focus-visible{outline:3px solid #1a56db;outline-offset:2px;border-radius:4px}
.fg-map-pointer__marker--open .fg-map-pointer__pin{background:#1a56db}
.fg-map-pointer__card{position:absolute;left:50%;bottom:calc(100% + 6px);transform:translateX(-50%);width:max-content;max-width:14rem;padding:.4rem .6rem;background:#fff;color:#111;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.4);font:inherit;font-size:.875rem;line-height:1.3;cursor:auto}
.fg-map-pointer__card[hidden]{display:none}
.fg-map-pointer__card-name,.fg-map-pointer__card-address,.fg-map-pointer__card-hours{display:block}
.fg-map-pointer__card-name{font-weight:700}
.fg-map-pointer__zoom{position:absolute;z-index:1000;top:8px;right:8px;display:flex;flex-direction:column;gap:4px}
.fg-map-pointer__zoom button{min-width:32px;min-height:32px;font-size:1.25rem;line-height:1;background:#fff;color:#111;border:1px solid #767676;border-radius:4px;cursor:pointer}
.fg-map-pointer__attribution{position:absolute;z-index:1000;right:0;bottom:0;margin:0;padding:0 .25rem;background:rgba(255,255,255,.85);color:#333;font-size:.75rem}`;

export const MAP_POINTER_STYLES = LEAFLET_REQUIRED + ELEMENT_LOOK;
