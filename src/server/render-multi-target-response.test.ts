import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PartialUpdateResponseError } from './partial-update-response-error.ts';
import { renderMultiTargetResponse } from './render-multi-target-response.ts';

function assertResponseError(run: () => unknown): void {
  assert.throws(run, (error: unknown) => error instanceof PartialUpdateResponseError);
}

describe('renderMultiTargetResponse', () => {
  it('begins with the delimiters comment and precedes each part with its widget marker', () => {
    const body = renderMultiTargetResponse([
      { id: 'basketSummary', html: '<div id="basketSummary">2 items</div>' },
      { id: 'userMenu', html: '<nav id="userMenu"></nav>' },
    ]);
    assert.equal(
      body,
      '<!--pu:delimiters-->' +
        '<!--pu:widget basketSummary--><div id="basketSummary">2 items</div>' +
        '<!--pu:widget userMenu--><nav id="userMenu"></nav>',
    );
  });

  it('renders a single part the same way', () => {
    assert.equal(
      renderMultiTargetResponse([{ id: 'a', html: '' }]),
      '<!--pu:delimiters--><!--pu:widget a-->',
    );
  });

  it('throws when there is no part', () => {
    assertResponseError(() => renderMultiTargetResponse([]));
  });

  it('throws on an invalid id', () => {
    for (const id of ['', '1a', 'a b', 'a-->', 'a+b']) {
      assertResponseError(() => renderMultiTargetResponse([{ id, html: '<p></p>' }]));
    }
  });

  it('throws on a repeated id', () => {
    assertResponseError(() =>
      renderMultiTargetResponse([
        { id: 'a', html: '<p></p>' },
        { id: 'b', html: '<p></p>' },
        { id: 'a', html: '<p></p>' },
      ]),
    );
  });

  it('throws when a part contains a delimiter comment the client would split on', () => {
    for (const html of ['<p><!--pu:widget b--></p>', '<!-- pu:widget b -->', '<!--pu:delimiters-->']) {
      assertResponseError(() => renderMultiTargetResponse([{ id: 'a', html }]));
    }
  });

  it('keeps other comments and escaped marker text in a part', () => {
    const html = '<p><!-- note -->&lt;!--pu:widget b--&gt;</p>';
    assert.equal(
      renderMultiTargetResponse([{ id: 'a', html }]),
      `<!--pu:delimiters--><!--pu:widget a-->${html}`,
    );
  });
});
