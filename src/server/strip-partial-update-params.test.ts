import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isPartialUpdateMarker,
  stripPartialUpdateParams,
  stripPartialUpdateParamsFromPath,
} from './strip-partial-update-params.ts';

describe('stripPartialUpdateParams', () => {
  it('removes every _pu_ marker from a record and keeps the app fields', () => {
    const params = {
      _pu_target: 'a+b',
      _pu_request_target: 'c',
      _pu_event: 'save',
      _pu_history: '1',
      _pu_layout: 'rwd',
      _pu_no_redirect: '1',
      'frm.name': 'Jan',
      save: 'Uložit',
      tags: ['x', 'y'],
    };
    assert.deepEqual(stripPartialUpdateParams(params), {
      'frm.name': 'Jan',
      save: 'Uložit',
      tags: ['x', 'y'],
    });
  });

  it('does not change the record it was given', () => {
    const params = { _pu_target: 'a', q: '1' };
    stripPartialUpdateParams(params);
    assert.deepEqual(params, { _pu_target: 'a', q: '1' });
  });

  it('returns new URLSearchParams without markers, keeping repeated app fields in order', () => {
    const params = new URLSearchParams('_pu_target=a&q=1&_pu_event=x&q=2&pu=keep');
    const stripped = stripPartialUpdateParams(params);
    assert.ok(stripped instanceof URLSearchParams);
    assert.equal(stripped.toString(), 'q=1&q=2&pu=keep');
    assert.equal(params.get('_pu_target'), 'a');
  });

  it('keeps a parsed __proto__ field as a plain field', () => {
    const params: Record<string, string> = JSON.parse('{"__proto__": "x", "_pu_target": "a"}');
    const stripped = stripPartialUpdateParams(params);
    assert.equal(Object.getPrototypeOf(stripped), Object.prototype);
    assert.deepEqual(Object.keys(stripped), ['__proto__']);
  });
});

describe('stripPartialUpdateParamsFromPath', () => {
  it('drops the markers from the query and keeps the path, other fields and the hash', () => {
    assert.equal(
      stripPartialUpdateParamsFromPath('/cs/news?page=2&_pu_target=content%2Bmenu&_pu_event=x#top'),
      '/cs/news?page=2#top',
    );
  });

  it('drops the question mark when only markers were in the query', () => {
    assert.equal(stripPartialUpdateParamsFromPath('/cs/news?_pu_target=content'), '/cs/news');
  });

  it('returns a path without markers unchanged', () => {
    for (const path of ['/cs/news', '/cs/news?q=a%20b&pu=%7B%7D', '/a#x?_pu_target=b']) {
      assert.equal(stripPartialUpdateParamsFromPath(path), path);
    }
  });
});

describe('isPartialUpdateMarker', () => {
  it('tells the _pu_ markers from the app fields', () => {
    assert.equal(isPartialUpdateMarker('_pu_target'), true);
    assert.equal(isPartialUpdateMarker('pu'), false);
    assert.equal(isPartialUpdateMarker('frm._pu_x'), false);
  });
});
