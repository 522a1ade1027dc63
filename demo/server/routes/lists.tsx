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
import { ListDetailPage, ListsPage } from '../../views/ListsPage.tsx';
import { urls } from '../../views/urls.ts';
import { idField, pathId, quantityField, textField } from '../input.ts';
import { partialUpdateHeaders } from '../pu.ts';
import { sendPage } from '../render.tsx';
import { bodyFields, isPartial, redirectAfterPost, routeLanguage, signedInUser } from '../route-helpers.ts';
import { badRequest, notFound } from '../shop-error.ts';
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
  message?: string,
) {
  const { lang } = routeLanguage(request);
  const { db } = request.server.shop;
  const list = await findOwnList(db, user.id, listId);
  if (!list) throw notFound();
  return sendPage(request, reply, {
    title: list.name,
    body: <ListDetailPage listId={list.id} name={list.name} items={await listItems(db, list.id)} />,
    url: urls.list(lang, list.id),
    ...(message ? { message } : {}),
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
    if (!isPartial(request) || request.pu?.suppressRedirect) {
      return isPartial(request)
        ? sendListDetail(request, reply, user, listId)
        : redirectAfterPost(reply, urls.list(lang, listId));
    }
    reply.headers(partialUpdateHeaders({ redirect: urls.list(lang, listId) }));
    return sendListDetail(request, reply, user, listId);
  });

  /** Add a product to one of the visitor's lists, or to a new list named after the product. */
  app.post('/qf/:lang/lists/add', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const user = await requireUser(request, reply);
    if (!user) return reply;
    const fields = bodyFields(request);
    const product = await findProduct(db, idField(fields, 'product'));
    if (!product) throw notFound();
    const quantity = quantityField(fields, 'quantity');
    const listField = textField(fields, 'list');
    let listId: number;
    if (listField === 'new') {
      listId = await createList(db, user.id, product.name, now());
    } else {
      const list = await findOwnList(db, user.id, idField(fields, 'list'));
      if (!list) throw badRequest();
      listId = list.id;
    }
    await addToList(db, listId, product.id, quantity, now());
    const list = await findOwnList(db, user.id, listId);
    return isPartial(request)
      ? sendListDetail(
          request,
          reply,
          user,
          listId,
          t('addedToList', { name: product.name, list: list!.name }),
        )
      : redirectAfterPost(reply, urls.list(lang, listId));
  });

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
