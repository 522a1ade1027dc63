import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import formbody from '@fastify/formbody';
import Fastify, { type InjectOptions } from 'fastify';
import {
  type PartialUpdateRequest,
  partialUpdateHeaders,
  readPartialUpdateRequest,
  stripPartialUpdateParams,
} from '../index.ts';

// The helpers take fastify's own request shapes as they are: no adapter.
describe('fastify request shapes', () => {
  const app = Fastify();
  app.register(formbody);
  app.all('/cs/kosik', async (request, reply) => {
    const update = readPartialUpdateRequest(request.headers, request.query as Record<string, unknown>);
    const fields = request.body ? stripPartialUpdateParams(request.body as Record<string, unknown>) : {};
    reply.headers(partialUpdateHeaders({ requestedUrl: request.url }));
    return { update, fields };
  });
  after(() => app.close());

  async function call(options: InjectOptions) {
    const response = await app.inject(options);
    return {
      response,
      json: response.json() as { update: PartialUpdateRequest | null; fields: Record<string, unknown> },
    };
  }

  it('reads a GET partial update from request.headers and request.query', async () => {
    const { response, json } = await call({
      method: 'GET',
      url: '/cs/kosik?step=2&_pu_target=basketSummary%2BuserMenu&_pu_event=addToBasket',
      headers: { 'PU-Request': '1', 'PU-UI-Event': '1' },
    });
    assert.deepEqual(json.update, {
      targets: ['basketSummary', 'userMenu'],
      eventName: 'addToBasket',
      isUiEvent: true,
      suppressRedirect: false,
    });
    assert.equal(response.headers['pu-requested-url'], '/cs/kosik?step=2');
  });

  it('reads a POST: markers from the query, the form fields from the body', async () => {
    const { json } = await call({
      method: 'POST',
      url: '/cs/kosik?_pu_target=basket&_pu_no_redirect=1',
      headers: { 'PU-Request': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'frm.quantity=3&frm.quantity=4&save=Ulo%C5%BEit',
    });
    assert.equal(json.update?.suppressRedirect, true);
    assert.deepEqual(json.update?.targets, ['basket']);
    assert.deepEqual(json.fields, { 'frm.quantity': ['3', '4'], save: 'Uložit' });
  });

  it('gives null for a normal page request', async () => {
    const { json } = await call({ method: 'GET', url: '/cs/kosik' });
    assert.equal(json.update, null);
  });
});
