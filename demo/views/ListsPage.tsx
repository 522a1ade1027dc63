import type { ListItem, ListSummary } from '../db/queries/lists.ts';
import { MAX_LIST_NAME_LENGTH } from '../db/queries/lists.ts';
import type { Translate } from '../i18n/translate.ts';
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

/** The list's items: a region of its own, refreshed when an import into the list is done. */
export const LIST_ITEMS_ID = 'listItems';
/** The import form: a region of its own, so a submit with script swaps only it. */
export const LIST_IMPORT_ID = 'listImport';
/** Items shown before "Show all". */
const LIST_ITEMS_LIMIT = 20;

/** The process-state token of a list's import: its progress events carry it, the list element watches it. */
export function listImportToken(listId: number): string {
  return `list-import-${listId}`;
}

/** What the last background import into the list did, shown once with the refreshed items. */
export interface ImportSummary {
  readonly added: number;
  readonly notFound: readonly string[];
}

export interface ListDetailProps {
  listId: number;
  name: string;
  items: readonly ListItem[];
  importSummary?: ImportSummary;
  /** A notice of the import form: the import started, or why it did not. */
  importNotice?: { readonly type: 'info' | 'error'; readonly text: string };
}

export function ListDetailPage(props: ListDetailProps) {
  const { lang, t } = useView();
  return (
    <>
      <p>
        <a href={urls.lists(lang)}>{t('shoppingLists')}</a>
      </p>
      <h1>{props.name}</h1>
      <ListItems {...props} />
      <ListImport {...props} />
    </>
  );
}

/**
 * `<fg-list-toggle>` shows a long list short; its `process-state-token` shows the progress of an
 * import into the list (message and progress bar in a polite status region) and refreshes the
 * items when the import is done.
 */
export function ListItems({ listId, items, importSummary }: ListDetailProps) {
  const { lang, t } = useView();
  return (
    <fg-list-toggle
      id={LIST_ITEMS_ID}
      limit={LIST_ITEMS_LIMIT}
      process-state-token={listImportToken(listId)}
      className="list-items-region"
    >
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
      {importSummary ? <p className="list-import-summary">{importSummaryText(t, importSummary)}</p> : null}
    </fg-list-toggle>
  );
}

export function importSummaryText(t: Translate, summary: ImportSummary): string {
  const finished = t('import.finished', { added: summary.added, notFound: summary.notFound.length });
  if (summary.notFound.length === 0) return finished;
  return `${finished} ${t('import.notFoundLines', { lines: summary.notFound.join(', ') })}`;
}

/** "Import products by code": with script it runs in the background; without, while the post waits. */
export function ListImport({ listId, importNotice }: ListDetailProps) {
  const { lang, t } = useView();
  const failed = importNotice?.type === 'error';
  return (
    <section id={LIST_IMPORT_ID} className="list-import" aria-labelledby="list-import-title">
      <h2 id="list-import-title">{t('import.title')}</h2>
      {importNotice ? (
        <p id="list-import-notice" className={failed ? 'field-error' : 'message'}>
          {importNotice.text}
        </p>
      ) : null}
      <form
        method="post"
        action={urls.listImport(lang, listId)}
        data-pu-target={LIST_IMPORT_ID}
        data-pu-event-name="importList"
      >
        <CsrfField />
        <label htmlFor="list-import-lines">{t('import.label')}</label>
        <p id="list-import-hint" className="hint">
          {t('import.hint')}
        </p>
        <textarea
          id="list-import-lines"
          name="lines"
          rows={5}
          cols={40}
          required
          aria-describedby={failed ? 'list-import-hint list-import-notice' : 'list-import-hint'}
          aria-invalid={failed ? true : undefined}
        />
        <button type="submit">{t('import.submit')}</button>
      </form>
    </section>
  );
}
