import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as server from './constants.ts';

const exported: Readonly<Record<string, unknown>> = { ...server };

/** Each constant of `server` named in `expected` has its value there. */
function assertNames(expected: Partial<Record<keyof typeof server, string>>): void {
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(exported[name], value, name);
  }
}

describe('wire-contract constants', () => {
  it('names the request headers and marker parameters of the contract', () => {
    assertNames({
      PU_REQUEST_HEADER: 'PU-Request',
      PU_UI_EVENT_HEADER: 'PU-UI-Event',
      PU_TARGET_PARAM: '_pu_target',
      PU_REQUEST_TARGET_PARAM: '_pu_request_target',
      PU_EVENT_PARAM: '_pu_event',
      PU_HISTORY_PARAM: '_pu_history',
      PU_LAYOUT_PARAM: '_pu_layout',
      PU_NO_REDIRECT_PARAM: '_pu_no_redirect',
      TARGET_SEPARATOR: '+',
    });
  });

  it('names the response headers of the contract', () => {
    assertNames({
      PU_ERROR_HEADER: 'PU-Error',
      PU_REQUESTED_URL_HEADER: 'PU-Requested-Url',
      PU_REQUESTED_PARAMS_HEADER: 'PU-Requested-Params',
      PU_REDIRECT_HEADER: 'PU-Redirect',
      PU_SESSION_EXPIRED_HEADER: 'PU-Session-Expired',
      CSRF_TOKEN_HEADER: 'X-CSRF-Token',
    });
  });

  it('builds the multi-target delimiter and widget marker comments', () => {
    assert.equal(server.MULTI_TARGET_DELIMITER, '<!--pu:delimiters-->');
    assert.equal(server.widgetMarker('basketSummary'), '<!--pu:widget basketSummary-->');
  });

  it('keeps the session marker, history parameter and form field names', () => {
    assert.equal(server.SESSION_EXPIRED_MARKER, 'performLogin');
    assert.equal(server.HISTORY_STATE_PARAM, 'pu');
    assert.equal(server.FORM_ID_FIELD, 'formId');
    assert.equal(server.FORM_FIELD_PREFIX, 'frm.');
  });
});
