import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MAX_LINE_QUANTITY } from '../db/queries/basket.ts';
import { heldQuantity, typedQuantity } from './quantity-correction.ts';

describe('quantity correction', () => {
  it('reads any signed whole number typed, empty as 1, and refuses anything else', () => {
    assert.equal(typedQuantity(' -5 '), -5);
    assert.equal(typedQuantity('\u22125'), -5);
    assert.equal(typedQuantity('99999'), 99_999);
    assert.equal(typedQuantity(''), 1);
    assert.equal(typedQuantity(undefined), 1);
    for (const bad of ['1.5', 'abc', '--1', '1e3', '0x10', '9'.repeat(13)]) {
      assert.throws(() => typedQuantity(bad), /./, bad);
    }
  });

  it('holds 1 for a negative, the stock above it, the line limit above that, and says why', () => {
    assert.deepEqual(heldQuantity(-5, 12), { quantity: 1, reason: 'minimum' });
    assert.deepEqual(heldQuantity(99_999, 12), { quantity: 12, reason: 'stock' });
    assert.deepEqual(heldQuantity(12, 12), { quantity: 12, reason: null });
    assert.deepEqual(heldQuantity(0, 12), { quantity: 0, reason: null });
    assert.deepEqual(heldQuantity(5000, 5000), { quantity: MAX_LINE_QUANTITY, reason: 'limit' });
    assert.deepEqual(heldQuantity(5, 0), { quantity: 5, reason: null });
  });

  it('never holds a quantity outside 0..the bound, and corrects only what is outside it', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10_000 }), (text, stock) => {
        let requested: number;
        try {
          requested = typedQuantity(text);
        } catch {
          return;
        }
        const held = heldQuantity(requested, stock);
        const bound = stock > 0 ? Math.min(stock, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
        assert.ok(held.quantity >= 0 && held.quantity <= bound);
        assert.equal(held.reason === null, held.quantity === requested);
      }),
    );
  });
});
