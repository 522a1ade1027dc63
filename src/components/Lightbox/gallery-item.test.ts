import { expect } from 'chai';
import { readGalleryItems } from './gallery-item.ts';

const read = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return readGalleryItems(element);
};

describe('readGalleryItems', () => {
  it('reads the large image, its candidates and size from the link, the thumbnail from its img', () => {
    const [item] =
      read(`<a data-gallery-item href="/img/1-1600.svg" data-srcset="/img/1-800.svg 800w, /img/1-1600.svg 1600w"
      data-width="1600" data-height="1200"><img src="/img/1-160.svg" srcset="/img/1-160.svg 1x, /img/1-320.svg 2x" alt="Lampa"></a>`);
    expect(item).to.deep.equal({
      href: `${location.origin}/img/1-1600.svg`,
      srcset: `${location.origin}/img/1-800.svg 800w, ${location.origin}/img/1-1600.svg 1600w`,
      width: 1600,
      height: 1200,
      thumb: `${location.origin}/img/1-160.svg`,
      thumbSrcset: `${location.origin}/img/1-160.svg 1x, ${location.origin}/img/1-320.svg 2x`,
      alt: 'Lampa',
    });
  });

  it('takes images from any http(s) origin, resolved once, and leaves out other schemes', () => {
    const items = read(`
      <a data-gallery-item href="https://cdn.example/a.jpg" data-srcset="javascript:alert(1) 1x, https://cdn.example/a2.jpg 2x"><img src="data:image/gif;base64,R0lGOD" alt="a"></a>
      <a data-gallery-item href="javascript:alert(1)"><img src="/b.svg" alt="b"></a>
      <a href="/not-an-item.svg"><img src="/c.svg" alt="c"></a>`);
    expect(items).to.have.length(1);
    expect(items[0]?.href).to.equal('https://cdn.example/a.jpg');
    expect(items[0]?.srcset).to.equal('https://cdn.example/a2.jpg 2x');
    expect(items[0]?.thumb).to.equal('https://cdn.example/a.jpg');
  });

  it('takes the size from the thumbnail when the link names none, 4:3 when neither does', () => {
    const [sized, bare] = read(`
      <a data-gallery-item href="/a.svg"><img src="/a-t.svg" width="300" height="400" alt=""></a>
      <a data-gallery-item href="/b.svg" data-width="-3"><img src="/b-t.svg" alt=""></a>`);
    expect([sized?.width, sized?.height]).to.deep.equal([300, 400]);
    expect([bare?.width, bare?.height]).to.deep.equal([4, 3]);
  });
});
