import type { ListItem, ListSummary } from '../db/queries/lists.ts';
import { MAX_LIST_NAME_LENGTH } from '../db/queries/lists.ts';
import { CsrfField } from './CsrfField.tsx';
import { Price } from './Price.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** Shopping lists overview with the create form; creating answers PU-Redirect to the new list. */
export function ListsPage({ lists, nameError }: { lists: readonly ListSummary[]; nameError?: string }) {
  const { lang, t } = useView();
  return (
    <>
      <h1>{t('shoppingLists')}</h1>
      {lists.length === 0 ? (
        <p>{t('listsEmpty')}</p>
      ) : (
        <ul className="lists">
          {lists.map((list) => (
            <li key={list.id}>
              <a href={urls.list(lang, list.id)}>{list.name}</a> —{' '}
              {t('itemsCount', { count: list.itemCount })}
            </li>
          ))}
        </ul>
      )}
      <form
        method="post"
        action={urls.listCreate(lang)}
        className="list-create"
        data-pu-target="content"
        data-pu-event-name="createList"
      >
        <CsrfField />
        <label htmlFor="list-name">{t('listName')}</label>
        <input
          id="list-name"
          name="name"
          required
          maxLength={MAX_LIST_NAME_LENGTH}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'list-name-error' : undefined}
          className={nameError ? 'error' : undefined}
        />
        {nameError ? (
          <p id="list-name-error" className="field-error">
            {nameError}
          </p>
        ) : null}
        <button type="submit">{t('createList')}</button>
      </form>
    </>
  );
}

export function ListDetailPage({
  listId,
  name,
  items,
}: {
  listId: number;
  name: string;
  items: readonly ListItem[];
}) {
  const { lang, t } = useView();
  return (
    <>
      <p>
        <a href={urls.lists(lang)}>{t('shoppingLists')}</a>
      </p>
      <h1>{name}</h1>
      {items.length === 0 ? (
        <p>{t('listEmpty')}</p>
      ) : (
        <ul className="list-items">
          {items.map((item) => (
            <li key={item.productId}>
              <a href={urls.product(lang, item.productId)}>{item.name}</a> × {item.quantity} —{' '}
              <Price cents={item.priceCents} />
              <form
                method="post"
                action={urls.listRemoveItem(lang)}
                className="inline-form"
                data-pu-target="content+userLists+userListsRwd"
                data-pu-event-name="removeFromList"
              >
                <CsrfField />
                <input type="hidden" name="list" value={listId} />
                <input type="hidden" name="product" value={item.productId} />
                <button type="submit" aria-label={`${t('remove')}: ${item.name}`}>
                  {t('remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
