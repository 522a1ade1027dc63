import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as core from '../core/constants.ts';
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

  it('uses the very strings of the browser engine', () => {
    assert.equal(server.PU_REQUEST_HEADER, core.PU_REQUEST_HEADER);
    assert.equal(server.CSRF_TOKEN_HEADER, core.CSRF_REQUEST_HEADER);
    assert.equal(server.PU_UI_EVENT_HEADER, core.PU_UI_EVENT_HEADER);
    assert.equal(server.PU_TARGET_PARAM, core.PARAM_TARGET);
    assert.equal(server.PU_REQUEST_TARGET_PARAM, core.PARAM_REQUEST_TARGET);
    assert.equal(server.PU_EVENT_PARAM, core.PARAM_EVENT);
    assert.equal(server.PU_HISTORY_PARAM, core.PARAM_HISTORY);
    assert.equal(server.PU_LAYOUT_PARAM, core.PARAM_LAYOUT);
    assert.equal(server.PU_NO_REDIRECT_PARAM, core.PARAM_NO_REDIRECT);
    assert.equal(server.FORM_ID_FIELD, core.STRIPPED_FORM_FIELD);
    assert.equal(server.TARGET_SEPARATOR, core.TARGET_SEPARATOR);
    assert.equal(server.PU_ERROR_HEADER, core.PU_ERROR_HEADER);
    assert.equal(server.PU_REQUESTED_URL_HEADER, core.PU_REQUESTED_URL_HEADER);
    assert.equal(server.PU_REQUESTED_PARAMS_HEADER, core.PU_REQUESTED_PARAMS_HEADER);
    assert.equal(server.PU_REDIRECT_HEADER, core.PU_REDIRECT_HEADER);
    assert.equal(server.MULTI_TARGET_DELIMITER, core.MULTI_TARGET_DELIMITER);
    assert.equal(server.WIDGET_MARKER_PREFIX, core.WIDGET_MARKER_PREFIX);
    assert.equal(server.SESSION_EXPIRED_MARKER, core.SESSION_EXPIRED_MARKER);
    assert.equal(server.HISTORY_STATE_PARAM, core.HISTORY_PARAM);
  });
});
