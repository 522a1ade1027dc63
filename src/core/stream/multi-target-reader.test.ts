import { expect } from 'chai';
import { UnparseableResponseError } from '../errors.ts';
import { MultiTargetReader } from './multi-target-reader.ts';

/** Feeds the reader the answer growing piece by piece; every part handed out, in order. */
function readInPieces(pieces: string[]): { id: string; markup: string }[][] {
  const reader = new MultiTargetReader();
  let text = '';
  return pieces.map((piece, index) => {
    text += piece;
    return reader.read(text, index === pieces.length - 1).map(({ id, markup }) => ({ id, markup }));
  });
}

describe('MultiTargetReader', () => {
  it('hands out a part once its closing marker, the next marker or the end has arrived, each once', () => {
    expect(
      readInPieces([
        '<!--pu:delimiters--><!--pu:widget a--><p id="a">A</p>',
        '<!--pu:end-->',
        '<!--pu:widget b--><p id="b">B</p>',
        '<!--pu:widget c--><p id="c">C</p>',
        '',
      ]),
    ).to.deep.equal([
      [],
      [{ id: 'a', markup: '<p id="a">A</p>' }],
      [],
      [{ id: 'b', markup: '<p id="b">B</p>' }],
      [{ id: 'c', markup: '<p id="c">C</p>' }],
    ]);
  });

  it('waits for a marker split between pieces, and for the delimiter itself', () => {
    expect(
      readInPieces(['  <!--pu:deli', 'miters--><!--pu:widget a-->A<!--pu:e', 'nd--', '>', '']),
    ).to.deep.equal([[], [], [], [{ id: 'a', markup: 'A' }], []]);
  });

  it('reads the marker spellings the whole-answer parse reads', () => {
    expect(readInPieces(['<!--pu:delimiters--><!--  pu:widget  a  -->A<!-- pu:end -->'])).to.deep.equal([
      [{ id: 'a', markup: 'A' }],
    ]);
  });

  it('tells where each part starts, its marker included, and where its markup ends', () => {
    const text =
      '<!--pu:delimiters--><!--pu:widget a--><p id="a">A</p><!--pu:end--> <!-- pu:widget b --><p id="b">B</p>';
    const parts = new MultiTargetReader().read(text, true);
    expect(parts.map(({ from, to }) => text.slice(from, to))).to.deep.equal([
      '<!--pu:widget a--><p id="a">A</p>',
      '<!-- pu:widget b --><p id="b">B</p>',
    ]);
  });

  it('refuses an answer as soon as its first bytes are not the delimiter comment', () => {
    const reader = new MultiTargetReader();
    expect(() => reader.read('<div id="a">', false)).to.throw(UnparseableResponseError);
    expect(() => new MultiTargetReader().read('<!--pu:x', false)).to.throw(UnparseableResponseError);
    expect(() => new MultiTargetReader().read(' ', true)).to.throw(UnparseableResponseError);
  });
});
