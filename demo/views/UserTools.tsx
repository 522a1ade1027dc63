import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/**
 * The user tools regions refreshed through /qf/{lang}/ramjet/include: the menu (with the basket
 * count) and the shopping lists, once in the header and once in the narrow-screen panel. They are
 * swap targets, not containers: their links are ordinary links. They never contain the login
 * form's address, which the client reads as "session expired".
 */
export function UserMenu() {
  const { lang, t, user, basketCount, comparisonCount } = useView();
  return (
    <div id="userMenu" className="user-menu">
      <a href={urls.basket(lang)} className="user-menu__basket">
        {t('basketCount', { count: basketCount })}
      </a>
      <a href={urls.comparison(lang)}>
        {t('comparison')} ({comparisonCount})
      </a>
      {user ? (
        <>
          <span className="user-menu__name">{t('signedInAs', { name: user.name })}</span>
          <form method="post" action={urls.logout(lang)} className="inline-form" data-no-pu>
            <LogoutFields />
            <button type="submit">{t('logout')}</button>
          </form>
        </>
      ) : (
        <>
          <a href={urls.loginPage(lang)}>{t('login')}</a>
          <a href={urls.register(lang)}>{t('register')}</a>
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
      <a href={urls.lists(lang)}>{t('shoppingLists')}</a>
      {lists === null ? (
        <p className="user-lists__hint">{t('loginToSeeLists')}</p>
      ) : (
        <ul>
          {lists.map((list) => (
            <li key={list.id}>
              <a href={urls.list(lang, list.id)}>
                {list.name} ({list.itemCount})
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export function UserLists() {
  return <ListLinks id="userLists" />;
}

export function UserListsRwd() {
  return <ListLinks id="userListsRwd" />;
}
