import { Icon } from './Icon.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** The header's counts, as optimistic changes name them (docs/optimistic.md). */
export const BASKET_COUNT_SELECTOR = '#userMenu .user-menu__basket';
export const COMPARISON_COUNT_SELECTOR = '#userMenu .user-menu__comparison';

/**
 * The user tools regions refreshed through /qf/{lang}/ramjet/include: the menu (with the basket
 * count) and the shopping lists, once in the header and once in the narrow-screen panel. They are
 * swap targets, not containers: their links are ordinary links. They never contain the login
 * form's address, which the client reads as "session expired".
 */
export function UserMenu() {
  const { lang, t, user, basketCount, comparisonCount } = useView();
  // Each tool is an icon with its text; narrow layouts hide the text visually and show the count
  // as a badge (CSS, from data-count), so the text stays the tool's accessible name. The title
  // shows the whole text to the pointer where the label is icon-only or cut short (a long name).
  return (
    <div id="userMenu" className="user-menu">
      <a
        href={urls.basket(lang)}
        className="user-menu__basket user-menu__tool"
        data-count={basketCount}
        title={t('basketCount', { count: basketCount })}
      >
        <Icon name="cart" />
        <span className="user-menu__text">{t('basketCount', { count: basketCount })}</span>
      </a>
      <a
        href={urls.comparison(lang)}
        className="user-menu__comparison user-menu__tool"
        data-count={comparisonCount}
        title={`${t('comparison')} (${comparisonCount})`}
      >
        <Icon name="compare" />
        <span className="user-menu__text">
          {t('comparison')} ({comparisonCount})
        </span>
      </a>
      {user ? (
        <>
          <span className="user-menu__name user-menu__tool" title={t('signedInAs', { name: user.name })}>
            <Icon name="user" />
            <span className="user-menu__text">{t('signedInAs', { name: user.name })}</span>
          </span>
          <form method="post" action={urls.logout(lang)} className="inline-form" data-no-pu>
            <LogoutFields />
            <button type="submit" className="user-menu__tool" title={t('logout')}>
              <Icon name="logout" />
              <span className="user-menu__text">{t('logout')}</span>
            </button>
          </form>
        </>
      ) : (
        <>
          <a href={urls.loginPage(lang)} className="user-menu__tool" title={t('login')}>
            <Icon name="user" />
            <span className="user-menu__text">{t('login')}</span>
          </a>
          <a href={urls.register(lang)} className="user-menu__tool" title={t('register')}>
            <Icon name="user-plus" />
            <span className="user-menu__text">{t('register')}</span>
          </a>
        </>
      )}
    </div>
  );
}

function LogoutFields() {
  const { csrfToken } = useView();
  return <input type="hidden" name="_csrf" value={csrfToken} />;
}

function ListLinks({ id }: { id: string }) {
  const { lang, t, lists } = useView();
  return (
    <nav id={id} className="user-lists" aria-label={t('shoppingLists')}>
      <a href={urls.lists(lang)} className="user-lists__title">
        <Icon name="list" />
        {t('shoppingLists')}
      </a>
      {lists === null ? <p className="user-lists__hint">{t('loginToSeeLists')}</p> : <ShoppingListItems />}
    </nav>
  );
}

/** The signed-in customer's lists, each a link with its item count (nothing for a visitor). */
export function ShoppingListItems() {
  const { lang, lists } = useView();
  if (!lists) return null;
  return (
    <ul>
      {lists.map((list) => (
        <li key={list.id}>
          <a href={urls.list(lang, list.id)}>
            {list.name} ({list.itemCount})
          </a>
        </li>
      ))}
    </ul>
  );
}

export function UserLists() {
  return <ListLinks id="userLists" />;
}

export function UserListsRwd() {
  return <ListLinks id="userListsRwd" />;
}
