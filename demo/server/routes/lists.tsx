import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findProduct } from '../../db/queries/catalogue.ts';
import {
  addToList,
  createList,
  findOwnList,
  listItems,
  listSummaries,
  MAX_LIST_NAME_LENGTH,
  removeFromList,
} from '../../db/queries/lists.ts';
import type { User } from '../../db/schema.ts';
import {
  importSummaryText,
  LIST_IMPORT_ID,
  LIST_ITEMS_ID,
  ListDetailPage,
  type ListDetailProps,
  ListImport,
  ListItems,
  ListsPage,
} from '../../views/ListsPage.tsx';
import { urls } from '../../views/urls.ts';
import { idField, pathId, quantityField, textField } from '../input.ts';
import { IMPORT_FILE_FIELD, importFileText, importLines } from '../list-import.ts';
import { partialUpdateHeaders } from '../pu.ts';
import { sendPage } from '../render.tsx';
import {
  bodyFields,
  ensureSession,
  flash,
  isPartial,
  redirectAfterPost,
  routeLanguage,
  signedInUser,
} from '../route-helpers.ts';
import { badRequest, notFound } from '../shop-error.ts';
import { readUploads, registerFileRoutes, type UploadedFile } from '../uploads.ts';
import { sendSessionExpired } from './user-tools.tsx';

/**
 * Lists belong to signed-in visitors. Without a login the visitor is sent to the login page; a
 * partial update whose session has lapsed gets the session-expiry body so the page reloads.
 */
async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
  const user = signedInUser(request);
  if (user) return user;
  const { lang, t } = routeLanguage(request);
  if (request.pu !== null && request.sessionState.kind === 'expired' && request.sessionState.wasSignedIn) {
    await sendSessionExpired(request, reply, lang);
  } else if (request.pu !== null) {
    reply.headers(partialUpdateHeaders({ redirect: urls.loginPage(lang) }));
    await sendPage(request, reply, { title: t('login'), body: <p>{t('loginToSeeLists')}</p> });
  } else {
    reply.code(303).header('Location', urls.loginPage(lang)).send();
  }
  return null;
}

async function sendListDetail(
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  listId: number,
  options: { importNotice?: ListDetailProps['importNotice']; status?: number } = {},
) {
  const { lang } = routeLanguage(request);
  const { db, imports } = request.server.shop;
  const list = await findOwnList(db, user.id, listId);
  if (!list) throw notFound();
  const state = request.sessionState;
  const outcome = state.kind === 'active' ? imports.takeOutcome(state.session.id, list.id) : undefined;
  const props: ListDetailProps = {
    listId: list.id,
    name: list.name,
    items: await listItems(db, list.id),
    ...(outcome ? { importSummary: { added: outcome.added.length, notFound: outcome.notFound } } : {}),
    ...(options.importNotice ? { importNotice: options.importNotice } : {}),
  };
  return sendPage(request, reply, {
    title: list.name,
    body: <ListDetailPage {...props} />,
    regions: { [LIST_ITEMS_ID]: <ListItems {...props} />, [LIST_IMPORT_ID]: <ListImport {...props} /> },
    url: urls.list(lang, list.id),
    ...(options.status ? { status: options.status } : {}),
  });
}

/** An uploaded file of codes; a file in another field, or one that is not UTF-8 text, is bad input. */
function importedText(file: UploadedFile): string {
  const text = file.fieldName === IMPORT_FILE_FIELD ? importFileText(file.content) : null;
  if (text === null) throw badRequest();
  return text;
}

/**
 * "Import products by code": a partial update (a page with script) starts a background import
 * whose progress goes to the session's push stream and answers the form's region at once; a
 * plain post imports while it waits and redirects to the list with the outcome as a flash message.
 * The lines are typed (`lines`) or come as a text file (`linesFile`, multipart), read only after
 * the CSRF check and the list's owner.
 */
async function importIntoList(request: FastifyRequest, reply: FastifyReply) {
  const { lang, t } = routeLanguage(request);
  const { db, imports } = request.server.shop;
  const listId = pathId((request.params as { id: string }).id);
  const user = await requireUser(request, reply);
  if (!user) return reply;
  const list = await findOwnList(db, user.id, listId);
  if (!list) throw notFound();
  const upload = await readUploads(request);
  const typed = textField(upload.fields, 'lines') ?? '';
  const lines = importLines([typed, ...upload.files.map(importedText)].join('\n'));
  const refusal =
    lines.length === 0 ? t('import.empty') : imports.isRunning(list.id) ? t('import.busy') : null;
  if (refusal) {
    return sendListDetail(request, reply, user, list.id, {
      importNotice: { type: 'error', text: refusal },
      status: isPartial(request) ? 200 : 422,
    });
  }
  if (!isPartial(request)) {
    const outcome = await imports.importNow(list.id, lines);
    const summary = { added: outcome.added.length, notFound: outcome.notFound };
    await flash(
      request,
      reply,
      outcome.added.length > 0 ? 'success' : 'error',
      importSummaryText(t, summary),
    );
    return redirectAfterPost(reply, urls.list(lang, list.id));
  }
  const session = await ensureSession(request, reply);
  imports.start(session.id, t, list.id, lines);
  return sendListDetail(request, reply, user, list.id, {
    importNotice: { type: 'info', text: t('import.startedNotice', { total: lines.length }) },
  });
}

export function registerListRoutes(app: FastifyInstance): void {
  const { db, now } = app.shop;

  app.get('/:lang/lists', async (request, reply) => {
    const { t } = routeLanguage(request);
    const user = await requireUser(request, reply);
    if (!user) return reply;
    return sendPage(request, reply, {
      title: t('shoppingLists'),
      body: <ListsPage lists={await listSummaries(db, user.id)} />,
    });
  });

  app.get<{ Params: { lang: string; id: string } }>('/:lang/lists/:id', async (request, reply) => {
    routeLanguage(request);
    const listId = pathId(request.params.id);
    const user = await requireUser(request, reply);
    if (!user) return reply;
    return sendListDetail(request, reply, user, listId);
  });

  /** Create a list; a partial update answers PU-Redirect so the browser goes to the new list. */
  app.post('/qf/:lang/lists/create', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const name = (textField(bodyFields(request), 'name') ?? '').trim();
    if (name === '' || name.length > MAX_LIST_NAME_LENGTH) {
      return sendPage(request, reply, {
        title: t('shoppingLists'),
        body: <ListsPage lists={await listSummaries(db, user.id)} nameError={t('error.required')} />,
        status: isPartial(request) ? 200 : 422,
      });
    }
    const listId = await createList(db, user.id, name, now());
    await flash(request, reply, 'success', t('listCreated', { list: name }));
    if (!isPartial(request) || request.pu?.suppressRedirect) {
      return isPartial(request)
        ? sendListDetail(request, reply, user, listId)
        : redirectAfterPost(reply, urls.list(lang, listId));
    }
    reply.headers(partialUpdateHeaders({ redirect: urls.list(lang, listId) }));
    return sendListDetail(request, reply, user, listId);
  });

  /**
   * Add a product to one of the visitor's lists (`listId`), to a new list named after the product
   * (`listId=new`, the plain form) or to a new list of its own name (`createList=1` and
   * `newListName`, from `<fg-my-list>`). A new list is where the visitor goes next: a partial update
   * gets PU-Redirect to it; a plain post always redirects to the list.
   */
  app.post('/qf/:lang/lists/add', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const fields = bodyFields(request);
    const product = await findProduct(db, idField(fields, 'product'));
    if (!product) throw notFound();
    const quantity = quantityField(fields, 'quantity');
    let listId: number;
    let created = true;
    if (textField(fields, 'createList') === '1') {
      const name = (textField(fields, 'newListName') ?? '').trim().slice(0, MAX_LIST_NAME_LENGTH);
      if (name === '') throw badRequest();
      listId = await createList(db, user.id, name, now());
    } else if (textField(fields, 'listId') === 'new') {
      listId = await createList(db, user.id, product.name, now());
    } else {
      const list = await findOwnList(db, user.id, idField(fields, 'listId'));
      if (!list) throw badRequest();
      listId = list.id;
      created = false;
    }
    await addToList(db, listId, product.id, quantity, now());
    const list = (await findOwnList(db, user.id, listId))!;
    await flash(
      request,
      reply,
      'success',
      t(created ? 'listCreatedWithProduct' : 'addedToList', { name: product.name, list: list.name }),
    );
    if (!isPartial(request)) return redirectAfterPost(reply, urls.list(lang, listId));
    if (created && !request.pu?.suppressRedirect) {
      reply.headers(partialUpdateHeaders({ redirect: urls.list(lang, listId) }));
    }
    return sendListDetail(request, reply, user, listId);
  });

  // The one route that takes files (uploads.ts): the list import from a text file.
  registerFileRoutes(app, (files) => files.post('/qf/:lang/lists/:id/import', importIntoList));

  app.post('/qf/:lang/lists/remove-item', async (request, reply) => {
    const { lang } = routeLanguage(request);
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const fields = bodyFields(request);
    const list = await findOwnList(db, user.id, idField(fields, 'list'));
    if (!list) throw notFound();
    await removeFromList(db, list.id, idField(fields, 'product'));
    return isPartial(request)
      ? sendListDetail(request, reply, user, list.id)
      : redirectAfterPost(reply, urls.list(lang, list.id));
  });
}
