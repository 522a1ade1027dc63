import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isWidgetId } from './widget-id.ts';

describe('isWidgetId', () => {
  it('accepts ids that start with a letter followed by letters, digits, _ : . -', () => {
    for (const id of ['a', 'content', 'userListsRwd', 'frm:item_2.price-x'])
      assert.equal(isWidgetId(id), true, id);
  });

  it('refuses empty ids, a leading digit or symbol, spaces, + and markup', () => {
    for (const id of ['', '1abc', '_a', '-a', 'a b', 'a+b', 'a<b', 'a"', 'ü', 'a\n']) {
      assert.equal(isWidgetId(id), false, JSON.stringify(id));
    }
  });
});
