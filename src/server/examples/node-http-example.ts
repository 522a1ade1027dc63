/**
 * The smallest server that answers partial updates: node:http and the helpers, no framework.
 * docs/protocol.md shows this file; its test runs it, so the documented example stays true.
 */
import { createServer, type Server } from 'node:http';
import {
  PARTIAL_UPDATE_CONTENT_TYPE,
  PARTIAL_UPDATE_VARY,
  PartialUpdateRequestError,
  partialUpdateHeaders,
  readPartialUpdateRequest,
  renderMultiTargetResponse,
  stripPartialUpdateParams,
} from '../index.ts';

/** Renders one region of the page by id (a real shop renders its templates here). */
function renderRegion(id: string, params: URLSearchParams): string {
  const page = Number(params.get('page') ?? '1');
  if (id === 'content') return `<main id="content" data-pu-container><p>Page ${page}</p></main>`;
  // Safe to interpolate: readPartialUpdateRequest lets only valid ids through.
  return `<div id="${id}"></div>`;
}

export function createExampleServer(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Vary', PARTIAL_UPDATE_VARY);
    res.setHeader('Content-Type', PARTIAL_UPDATE_CONTENT_TYPE);

    let update: ReturnType<typeof readPartialUpdateRequest>;
    try {
      update = readPartialUpdateRequest(req.headers, url.searchParams);
    } catch (error) {
      if (!(error instanceof PartialUpdateRequestError)) throw error;
      res.writeHead(error.status).end('Bad partial-update request');
      return;
    }
    const appParams = stripPartialUpdateParams(url.searchParams);

    if (update === null) {
      // A normal request: the whole page.
      res.end(`<!doctype html><title>Shop</title>${renderRegion('content', appParams)}`);
      return;
    }
    if (url.pathname === '/old-page' && !update.suppressRedirect) {
      // Leave the partial update: the browser loads the new address as a full page.
      res.writeHead(200, partialUpdateHeaders({ redirect: '/new-page' })).end();
      return;
    }
    const [first] = update.targets;
    const body =
      update.targets.length === 1 && first !== undefined
        ? renderRegion(first, appParams)
        : renderMultiTargetResponse(update.targets.map((id) => ({ id, html: renderRegion(id, appParams) })));
    // Both drop the _pu_* markers: the history shows the address as the visitor knows it.
    const headers = partialUpdateHeaders({ requestedUrl: req.url, requestedParams: url.searchParams });
    res.writeHead(200, headers).end(body);
  });
}
