/** Server markup of galleries for the tests: image links as the demo shop renders them. */

/** An image address that exists on the test server, made distinct by its query. */
export const imageHref = (name: string, width = 1200) => `/demo/public/favicon.svg?image=${name}&w=${width}`;

export function imageLink(name: string, attributes = ''): string {
  return `<a data-gallery-item href="${imageHref(name)}" data-width="1200" data-height="900"
      data-srcset="${imageHref(name, 600)} 600w, ${imageHref(name)} 1200w" ${attributes}>
      <img src="${imageHref(name, 120)}" width="120" height="90" alt="Obrázek ${name}"></a>`;
}

export function galleryMarkup(id: string, names: readonly string[], attributes = ''): string {
  return `<fg-gallery id="${id}" ${attributes}>
    <div data-gallery-main><a href="${imageHref(names[0] ?? '')}"><img src="${imageHref(names[0] ?? '', 600)}"
      sizes="(min-width: 40rem) 30rem, 100vw" width="1200" height="900" alt="Obrázek ${names[0]}"></a></div>
    <ul>${names.map((name) => `<li>${imageLink(name)}</li>`).join('')}</ul>
  </fg-gallery>`;
}

/** A grid whose tiles from `shown` on are hidden until "Show more". */
export function galleryGridMarkup(
  id: string,
  names: readonly string[],
  shown: number,
  attributes = '',
): string {
  return `<fg-gallery-grid id="${id}" ${attributes}>
    <ul>${names.map((name, index) => `<li${index >= shown ? ' hidden' : ''}>${imageLink(name)}</li>`).join('')}</ul>
    <a href="?all=1">Zobrazit vše</a>
  </fg-gallery-grid>`;
}
