import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PartialUpdateRequestError } from './partial-update-request-error.ts';
import { readPartialUpdateRequest } from './read-partial-update-request.ts';

const PU = { 'pu-request': '1' };

function assertRequestError(run: () => unknown, parameter: string): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof PartialUpdateRequestError);
    assert.equal(error.name, 'PartialUpdateRequestError');
    assert.equal(error.parameter, parameter);
    assert.equal(error.status, 400);
    return true;
  });
}

describe('readPartialUpdateRequest', () => {
  it('returns null for a full-page request without the PU-Request header', () => {
    assert.equal(readPartialUpdateRequest({}, { _pu_target: 'content' }), null);
    assert.equal(readPartialUpdateRequest({ 'pu-request': '0' }, { _pu_target: 'content' }), null);
  });

  it('reads a single target from a record of parameters', () => {
    assert.deepEqual(readPartialUpdateRequest(PU, { _pu_target: 'content' }), {
      targets: ['content'],
      isUiEvent: false,
      suppressRedirect: false,
    });
  });

  it('splits several targets joined by + in their order', () => {
    const request = readPartialUpdateRequest(PU, new URLSearchParams('_pu_target=basketSummary%2BuserMenu'));
    assert.deepEqual(request?.targets, ['basketSummary', 'userMenu']);
  });

  it('also splits on the space a literal + decodes to in a form-encoded query', () => {
    const request = readPartialUpdateRequest(PU, new URLSearchParams('_pu_target=basketSummary+userMenu'));
    assert.deepEqual(request?.targets, ['basketSummary', 'userMenu']);
  });

  it('reads every marker parameter and both headers in any letter case', () => {
    const request = readPartialUpdateRequest(
      { 'PU-REQUEST': '1', 'Pu-Ui-Event': '1' },
      {
        _pu_target: 'delivery+summary',
        _pu_request_target: 'checkout',
        _pu_event: 'changeDelivery',
        _pu_history: '2',
        _pu_layout: 'rwd',
        _pu_no_redirect: '1',
        'frm.delivery': 'ppl',
      },
    );
    assert.deepEqual(request, {
      targets: ['delivery', 'summary'],
      requestTarget: 'checkout',
      eventName: 'changeDelivery',
      isUiEvent: true,
      historyLevel: 2,
      layoutContext: 'rwd',
      suppressRedirect: true,
    });
  });

  it('reads a fetch Headers object', () => {
    const request = readPartialUpdateRequest(new Headers({ 'PU-Request': '1', 'PU-UI-Event': 'true' }), {
      _pu_target: 'content',
    });
    assert.equal(request?.isUiEvent, true);
  });

  it('marks a refresh (no PU-UI-Event) as not a UI event', () => {
    assert.equal(readPartialUpdateRequest(PU, { _pu_target: 'content' })?.isUiEvent, false);
  });

  it('treats empty optional markers as absent', () => {
    const request = readPartialUpdateRequest(PU, {
      _pu_target: 'content',
      _pu_request_target: '',
      _pu_event: '',
      _pu_history: '',
      _pu_layout: ' ',
      _pu_no_redirect: '',
    });
    assert.deepEqual(request, { targets: ['content'], isUiEvent: false, suppressRedirect: false });
  });

  it('reads history level 0', () => {
    assert.equal(readPartialUpdateRequest(PU, { _pu_target: 'a', _pu_history: '0' })?.historyLevel, 0);
  });

  it('throws when the target is missing or empty', () => {
    assertRequestError(() => readPartialUpdateRequest(PU, {}), '_pu_target');
    assertRequestError(() => readPartialUpdateRequest(PU, { _pu_target: '' }), '_pu_target');
  });

  it('throws on an empty id inside the target list', () => {
    for (const list of ['a++b', '+a', 'a+', 'a  b']) {
      assertRequestError(() => readPartialUpdateRequest(PU, { _pu_target: list }), '_pu_target');
    }
  });

  it('throws on an invalid target id', () => {
    for (const list of ['1a', 'a+<script>', 'a+b"c', 'javascript:x+a/b']) {
      assertRequestError(() => readPartialUpdateRequest(PU, { _pu_target: list }), '_pu_target');
    }
  });

  it('throws on a target listed twice', () => {
    assertRequestError(() => readPartialUpdateRequest(PU, { _pu_target: 'a+b+a' }), '_pu_target');
  });

  it('throws when a marker parameter is sent more than once', () => {
    assertRequestError(
      () => readPartialUpdateRequest(PU, new URLSearchParams('_pu_target=a&_pu_target=b')),
      '_pu_target',
    );
    assertRequestError(
      () => readPartialUpdateRequest(PU, { _pu_target: 'a', _pu_event: ['x', 'y'] }),
      '_pu_event',
    );
  });

  it('throws when a marker parameter is not text', () => {
    assertRequestError(() => readPartialUpdateRequest(PU, { _pu_target: { a: '1' } }), '_pu_target');
  });

  it('throws on an invalid request target id', () => {
    assertRequestError(
      () => readPartialUpdateRequest(PU, { _pu_target: 'a', _pu_request_target: 'b+c' }),
      '_pu_request_target',
    );
  });

  it('throws on a history level that is not a whole number', () => {
    for (const level of ['-1', '1.5', 'x', '1e3', '9999999999']) {
      assertRequestError(
        () => readPartialUpdateRequest(PU, { _pu_target: 'a', _pu_history: level }),
        '_pu_history',
      );
    }
  });

  it('never repeats the sent value in its error message', () => {
    assert.throws(
      () => readPartialUpdateRequest(PU, { _pu_target: '<img src=x onerror=alert(1)>' }),
      (error: unknown) => error instanceof Error && !error.message.includes('<img'),
    );
  });
});
