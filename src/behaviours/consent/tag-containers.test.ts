import { expect } from 'chai';
import sinon from 'sinon';
import { TagContainers } from './tag-containers.ts';

type TagWindow = Window & { dataLayer?: unknown[] };

describe('tag containers', () => {
  let inserted: HTMLScriptElement[];
  let containers: TagContainers;
  let consoleError: sinon.SinonStub;

  beforeEach(() => {
    inserted = [];
    containers = new TagContainers(document, (script) => inserted.push(script));
    consoleError = sinon.stub(console, 'error');
  });
  afterEach(() => {
    consoleError.restore();
    delete (window as TagWindow).dataLayer;
  });

  it('inserts the Google Tag Manager script of the container id, async', () => {
    expect(containers.load('analytics', 'GTM-ABC123')).to.equal(true);
    expect(inserted).to.have.length(1);
    expect(inserted[0]?.src).to.equal('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(inserted[0]?.async).to.equal(true);
  });

  it('pushes the gtm.js start event into dataLayer, creating it when missing', () => {
    containers.load('marketing', 'GTM-M1');
    const dataLayer = (window as TagWindow).dataLayer as Record<string, unknown>[];
    expect(dataLayer).to.have.length(1);
    expect(dataLayer[0]?.event).to.equal('gtm.js');
    expect(dataLayer[0]?.['gtm.start']).to.be.a('number');
  });

  it('loads each container once', () => {
    containers.load('analytics', 'GTM-A');
    expect(containers.load('analytics', 'GTM-A')).to.equal(false);
    containers.load('marketing', 'GTM-B');
    expect(inserted.map((script) => script.src)).to.deep.equal([
      'https://www.googletagmanager.com/gtm.js?id=GTM-A',
      'https://www.googletagmanager.com/gtm.js?id=GTM-B',
    ]);
  });

  it('logs the analytics error and loads nothing for !NOTSET!', () => {
    expect(containers.load('analytics', '!NOTSET!')).to.equal(false);
    expect(inserted).to.have.length(0);
    expect(
      consoleError.calledOnceWithExactly('Analytics tag container id is not set: no tag container loaded.'),
    ).to.equal(true);
  });

  it('logs the marketing error and loads nothing for a missing id', () => {
    expect(containers.load('marketing', null)).to.equal(false);
    expect(inserted).to.have.length(0);
    expect(
      consoleError.calledOnceWithExactly('Marketing tag container id is not set: no tag container loaded.'),
    ).to.equal(true);
  });

  it('logs each missing container once, however often consent is given', () => {
    containers.load('analytics', '!NOTSET!');
    containers.load('analytics', '!NOTSET!');
    expect(consoleError.callCount).to.equal(1);
  });

  it('refuses an id that is not a container id instead of building a URL from it', () => {
    expect(containers.load('analytics', 'GTM-1&l=x"><script>')).to.equal(false);
    expect(inserted).to.have.length(0);
    expect(consoleError.callCount).to.equal(1);
  });
});
