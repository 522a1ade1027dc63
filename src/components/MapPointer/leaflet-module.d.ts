// Leaflet's ES module build (its package names only the UMD build as `main`): the same API.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
