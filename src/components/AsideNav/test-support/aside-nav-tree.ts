/** The server markup of a category tree for the AsideNav tests, as the demo renders it. */

const leaf = (key: string, text: string, current = false) => `
  <li class="fg-aside-nav__item" data-key="${key}"><span class="fg-aside-nav__row">
    <a class="fg-aside-nav__link" href="/cs/category/${key}"${current ? ' aria-current="page"' : ''}>${text}</a>
  </span></li>`;

const branch = (key: string, text: string, open: boolean, children: string) => `
  <li class="fg-aside-nav__item" data-key="${key}"${open ? ' data-open' : ''}><span class="fg-aside-nav__row">
    <a class="fg-aside-nav__link" href="/cs/category/${key}">${text}</a>
    <a class="fg-aside-nav__toggle" href="/cs/category/${key}" aria-label="${text}: podkategorie"></a>
  </span>
  <ul class="fg-aside-nav__list"${open ? '' : ' hidden'}>${children}</ul></li>`;

/** Lamps (open, holding the current page "Stropní"), chairs (closed), kitchen (no sub-categories). */
export function treeMarkup(attributes = ''): string {
  return `
    <fg-aside-nav id="tree" ${attributes}>
      <nav class="fg-aside-nav" aria-label="Kategorie"><ul class="fg-aside-nav__list">
        ${branch('lamps', 'Lampy', true, leaf('ceiling-lamps', 'Stropní', true) + leaf('table-lamps', 'Stolní'))}
        ${branch('chairs', 'Židle', false, leaf('dining-chairs', 'Jídelní') + leaf('office-chairs', 'Kancelářské'))}
        ${leaf('kitchen', 'Kuchyně')}
      </ul></nav>
    </fg-aside-nav>`;
}
