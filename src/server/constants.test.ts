import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as server from './constants.ts';

describe('wire-contract constants', () => {
  it('names the request headers and marker parameters of the contract', () => {
    assert.equal(server.PU_REQUEST_HEADER, 'PU-Request');
    assert.equal(server.PU_UI_EVENT_HEADER, 'PU-UI-Event');
    assert.equal(server.PU_TARGET_PARAM, '_pu_target');
    assert.equal(server.PU_REQUEST_TARGET_PARAM, '_pu_request_target');
    assert.equal(server.PU_EVENT_PARAM, '_pu_event');
    assert.equal(server.PU_HISTORY_PARAM, '_pu_history');
    assert.equal(server.PU_LAYOUT_PARAM, '_pu_layout');
    assert.equal(server.PU_NO_REDIRECT_PARAM, '_pu_no_redirect');
    assert.equal(server.TARGET_SEPARATOR, '+');
  });

  it('names the response headers of the contract', () => {
    assert.equal(server.PU_ERROR_HEADER, 'PU-Error');
    assert.equal(server.PU_REQUESTED_URL_HEADER, 'PU-Requested-Url');
    assert.equal(server.PU_REQUESTED_PARAMS_HEADER, 'PU-Requested-Params');
    assert.equal(server.PU_REDIRECT_HEADER, 'PU-Redirect');
    assert.equal(server.PU_SESSION_EXPIRED_HEADER, 'PU-Session-Expired');
    assert.equal(server.CSRF_TOKEN_HEADER, 'X-CSRF-Token');
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
