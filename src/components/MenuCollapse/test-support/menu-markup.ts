/** The server markup of the MenuCollapse tests: a phone menu with a nested level and a current link. */
export const menu = (id = 'phoneMenu') => `
  <fg-menu-collapse id="${id}" icon="icon-menu">
    <details>
      <summary>Kategorie</summary>
      <nav aria-label="Kategorie obchodu"><ul>
        <li><a href="/cs/svitidla">Svítidla</a>
          <ul><li><a href="/cs/svitidla/stolni" aria-current="page">Stolní</a></li><li><a href="/cs/svitidla/stropni">Stropní</a></li></ul>
        </li>
        <li><a href="/cs/nabytek">Nábytek</a></li>
      </ul></nav>
    </details>
  </fg-menu-collapse>`;
