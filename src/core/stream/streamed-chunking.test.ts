import { expect } from 'chai';
import fc from 'fast-check';
import { partialUpdate } from '../partial-update.ts';
import { anyCodePoint } from '../test-support/any-code-point.ts';
import { useEngineFixture } from '../test-support/engine-fixture.ts';
import { flushPromises } from '../test-support/waits.ts';
import { streamAnswer } from './test-support/streamed-answer.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A valid answer for #inner and #side: any text (multi-byte characters too), closing markers or not. */
const anyAnswer = fc
  .record({
    order: fc.constantFrom(['inner', 'side'], ['side', 'inner']),
    texts: fc.tuple(fc.string({ unit: anyCodePoint }), fc.string({ unit: anyCodePoint })),
    closed: fc.tuple(fc.boolean(), fc.boolean()),
    space: fc.constantFrom('', '\n', '  \n'),
  })
  .map(({ order, texts, closed, space }) => {
    const parts = order.map(
      (id, index) =>
        `<!--pu:widget ${id}-->${space}<div id="${id}"><p>${escapeText(texts[index] as string)}€ž😀</p></div>` +
        (closed[index] ? '<!--pu:end-->' : ''),
    );
    return `${space}<!--pu:delimiters-->${parts.join(space)}`;
  });

describe('streamed multi-target answers, any chunking', () => {
  const engine = useEngineFixture();

  it('gives the same page as the whole answer, however its bytes are split (inside characters and markers too)', async () => {
    const original = engine.fixture.innerHTML;
    const regions = () => ['inner', 'side'].map((id) => document.getElementById(id)?.outerHTML);
    await fc.assert(
      fc.asyncProperty(
        anyAnswer,
        fc.uniqueArray(fc.nat({ max: 2_000 }), { maxLength: 12 }),
        async (answer, cuts) => {
          engine.fixture.innerHTML = original;
          const whole = partialUpdate({ target: 'inner+side', url: '/x' });
          engine.answer(answer);
          await whole;
          const expected = regions();

          engine.fixture.innerHTML = original;
          const bytes = new TextEncoder().encode(answer);
          const offsets = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
          const streamed = partialUpdate({ target: 'inner+side', url: '/x' });
          const body = streamAnswer(engine.lastRequest());
          let from = 0;
          for (const to of [...offsets, bytes.length]) {
            body.send(bytes.slice(from, to));
            from = to;
            await flushPromises();
          }
          body.end();
          await streamed;
          expect(regions()).to.deep.equal(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
