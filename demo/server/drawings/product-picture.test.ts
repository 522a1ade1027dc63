import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { SUBCATEGORY_SLUGS } from '../../db/catalogue.ts';
import { createTestShop } from '../test-support.ts';
import { hsl, Look } from './look.ts';
import { PRODUCT_KINDS, productKind } from './product-kind.ts';
import { PICTURE_HEIGHT, PICTURE_WIDTH, productPicture } from './product-picture.ts';
import { VIEWS } from './views.ts';
import { readXml } from './well-formed-xml.ts';

/** "Under about 6 kB" (docs/demo.md): a listing of 24 products stays light. */
const MAX_PICTURE_BYTES = 6144;

const anyKind = fc.constantFrom(...PRODUCT_KINDS);
const anyPicture = fc.record({
  id: fc.integer({ min: 1, max: 100_000 }),
  hue: fc.integer({ min: 0, max: 359 }),
  kind: anyKind,
  index: fc.integer({ min: 1, max: 8 }),
});

/** Names as an import or an admin could type them: markup, references, quotes, control characters, lone surrogates. */
const hostileName = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        "'",
        '&amp;',
        '&#0;',
        ']]>',
        '"/><script>x</script>',
        '\u0000',
        '\u000b',
        '\ud800',
        '\udfff',
        '\ufffe',
        '\t',
        '\n',
      ),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

/** What of a name XML can carry at all: the label keeps all of it. */
function xmlCarries(text: string): string {
  return [...text]
    .filter((character) => {
      const code = character.codePointAt(0) as number;
      return (
        code === 9 ||
        code === 10 ||
        code === 13 ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        code >= 0x10000
      );
    })
    .join('');
}

describe('product pictures', () => {
  it('draws every view of every kind as a well-formed 4:3 SVG labelled with the product and the view, under 6 kB', () => {
    fc.assert(
      fc.property(anyPicture, ({ id, hue, kind, index }) => {
        const svg = productPicture({ id, hue, kind, name: 'Aurora 350' }, index);
        const root = readXml(svg);
        assert.equal(root.name, 'svg');
        assert.equal(root.attributes.get('role'), 'img');
        assert.equal(root.attributes.get('viewBox'), `0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}`);
        assert.equal(PICTURE_WIDTH * 3, PICTURE_HEIGHT * 4);
        assert.equal(
          root.attributes.get('aria-label'),
          `Aurora 350, ${VIEWS[(index - 1) % VIEWS.length]!.name}`,
        );
        assert.ok(
          Buffer.byteLength(svg) < MAX_PICTURE_BYTES,
          `${kind} ${id} view ${index}: ${svg.length} bytes`,
        );
        assert.doesNotMatch(svg, /<text|NaN|undefined|Infinity/);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps any name inside the label: escaped, never markup, still well-formed', () => {
    fc.assert(
      fc.property(hostileName, anyKind, fc.integer({ min: 1, max: 8 }), (name, kind, index) => {
        const svg = productPicture({ id: 7, hue: 200, kind, name }, index);
        const root = readXml(svg);
        assert.equal(
          root.elementCount,
          readXml(productPicture({ id: 7, hue: 200, kind, name: 'x' }, index)).elementCount,
        );
        assert.equal(root.attributes.get('aria-label'), `${xmlCarries(name)}, ${VIEWS[index - 1]!.name}`);
      }),
      { numRuns: 300 },
    );
  });

  it('names a different view in each of the eight pictures a gallery can hold', () => {
    const labels = VIEWS.map((_, index) =>
      readXml(productPicture({ id: 1, hue: 0, kind: 'rug', name: 'R' }, index + 1)).attributes.get(
        'aria-label',
      ),
    );
    assert.equal(new Set(labels).size, 8);
  });

  it('draws the same picture for the same product every time, and products of one kind differently', () => {
    for (const kind of PRODUCT_KINDS) {
      const product = { id: 3, hue: 120, kind, name: 'N' };
      assert.equal(productPicture(product, 2), productPicture({ ...product }, 2));
      const shapes = new Set([1, 2, 3, 4, 5, 6].map((id) => productPicture({ ...product, id }, 1)));
      assert.ok(shapes.size >= 4, `${kind}: ${shapes.size} different pictures of six products`);
    }
  });

  it('paints the product in its own hue', () => {
    for (const hue of [0, 120, 240]) {
      assert.ok(
        productPicture({ id: 1, hue, kind: 'cushion', name: 'N' }, 1).includes(
          `fill="${new Look(1, hue).colour.base}"`,
        ),
      );
    }
    assert.equal(new Look(1, 240).colour.base, hsl(240, 50, 52));
  });
});

/**
 * What a shopper expects in a sub-category of the demo (demo/db/catalogue.ts): one of what it is named,
 * "wall-shelves" holding a wall shelf — said by the name, not by the table the drawings use.
 */
const expectedKindIn = (subcategorySlug: string) => subcategorySlug.replace(/ves$/, 'f').replace(/s$/, '');

describe('product pictures served for the seeded shop', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop()));
  after(async () => close());

  it('gives every seeded product the drawing of its sub-category, every kind among them', async () => {
    const products = await app.shop.db.selectFrom('products').selectAll().orderBy('id').execute();
    const categories = await app.shop.db.selectFrom('categories').select(['id', 'slug']).execute();
    const slug = new Map(categories.map((category) => [category.id, category.slug]));
    const tree = await app.shop.catalogue.tree();
    const seen = new Set<string>();
    for (const product of products) {
      const kind = productKind(product, tree);
      seen.add(kind);
      assert.equal(kind, expectedKindIn(slug.get(product.subcategory_id as number) ?? ''), product.name);
      const response = await app.inject({ url: `/images/product/${product.id}/1.svg` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, productPicture({ ...product, kind }, 1));
    }
    assert.deepEqual([...seen].sort(), [...PRODUCT_KINDS].sort());
    assert.deepEqual(
      Object.values(SUBCATEGORY_SLUGS).flat().map(expectedKindIn).sort(),
      [...PRODUCT_KINDS].sort(),
    );
  });

  it('draws a gallery image as the view of its position, at the width asked for', async () => {
    const product = (await app.shop.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirst())!;
    const kind = productKind(product, await app.shop.catalogue.tree());
    const response = await app.inject({ url: '/images/product/1/gallery/4/600.svg' });
    assert.equal(response.body, productPicture({ ...product, kind }, 4, { width: 600, height: 450 }));
    assert.equal(readXml(response.body).attributes.get('aria-label'), `${product.name}, in a room`);
  });

  it('draws a product of no sub-category as one of its top category kinds', async () => {
    const tree = await app.shop.catalogue.tree();
    const lamps = tree.find((node) => node.category.slug === 'lamps')!.category.id;
    const unplaced = { id: 1, name: 'Aurora 350', category_id: lamps, subcategory_id: null };
    assert.ok(['ceiling-lamp', 'table-lamp'].includes(productKind(unplaced, tree)));
    assert.equal(productKind({ ...unplaced, name: 'Aurora pendant' }, tree), 'ceiling-lamp');
  });
});
