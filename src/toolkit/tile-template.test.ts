import { expect } from 'chai';
import fc from 'fast-check';
import { hostileAddress } from '../core/test-support/hostile-addresses.ts';
import { httpTileTemplate } from './tile-template.ts';

/** Generated runs per property and browser. */
const RUNS = 1000;
/** The properties are seconds of URL parsing on a busy machine, not the default 2 s. */
const PROPERTY_TIMEOUT_MS = 60_000;

/** The placeholders a map fills in, with values of the kind it fills them with. */
const FILLS: Readonly<Record<string, string>> = { s: 'b', z: '7', x: '69', y: '43', r: '' };

/** The template filled in as the map does it: `{name}` replaced by its value. */
const filled = (template: string) =>
  template.replace(/\{([\w-]+)\}/g, (_, name: string) => FILLS[name] ?? 'v');

/** The address parsed, or null: a host placeholder filled in can make a host no URL accepts. */
const parsed = (address: string, base?: string): URL | null => {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
};

const placeholder = fc.constantFrom('{z}', '{x}', '{y}', '{s}', '{r}', '{key}');

/** A hostile address with placeholders mixed in where a template puts them. */
const hostileTemplate = fc
  .tuple(hostileAddress(), fc.array(placeholder, { maxLength: 4 }), fc.nat())
  .map(([address, placeholders, at]) => {
    const cut = address.length === 0 ? 0 : at % address.length;
    return address.slice(0, cut) + placeholders.join('/') + address.slice(cut);
  });

describe('tile address templates', function () {
  this.timeout(PROPERTY_TIMEOUT_MS);

  it('keeps the placeholders of a provider template on any origin', () => {
    expect(httpTileTemplate('https://{s}.tiles.example/{z}/{x}/{y}{r}.png?key=k1')).to.equal(
      'https://{s}.tiles.example/{z}/{x}/{y}{r}.png?key=k1',
    );
  });

  it('resolves a path once against the document base', () => {
    expect(httpTileTemplate('/tiles/{z}/{x}/{y}.png')).to.equal(`${location.origin}/tiles/{z}/{x}/{y}.png`);
    expect(httpTileTemplate('t/{z}/{x}/{y}.png', 'https://cdn.example/map/')).to.equal(
      'https://cdn.example/map/t/{z}/{x}/{y}.png',
    );
  });

  for (const template of [
    'javascript:alert(1)//{z}/{x}/{y}',
    'JaVaScRiPt:alert(1)',
    'data:image/png;base64,{z}',
    'blob:https://tiles.example/{z}',
    'file:///tiles/{z}/{x}/{y}.png',
    'ftp://tiles.example/{z}/{x}/{y}.png',
    'mailto:a@b.cz',
  ]) {
    it(`refuses ${JSON.stringify(template)}`, () => {
      expect(httpTileTemplate(template)).to.equal(null);
    });
  }

  it('never gives an address that is not http(s), for any generated template', () => {
    fc.assert(
      fc.property(hostileTemplate, (template) => {
        const result = httpTileTemplate(template);
        if (result === null) return;
        expect(result).to.match(/^https?:\/\//);
        const url = parsed(filled(result));
        if (url !== null) expect(url.protocol).to.be.oneOf(['http:', 'https:']);
      }),
      { numRuns: RUNS },
    );
  });

  it('gives an absolute address: filled in, no base changes what it reads as', () => {
    fc.assert(
      fc.property(hostileTemplate, fc.webUrl(), (template, otherBase) => {
        const result = httpTileTemplate(template);
        if (result === null) return;
        // Filled in, a placeholder of the host may read differently (`127.0{x}` is an IPv4 address
        // once `{x}` is a number): any origin is allowed; what counts is that no base changes it.
        expect(parsed(filled(result), otherBase)?.href).to.equal(parsed(filled(result))?.href);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses every template with a scheme other than http(s)', () => {
    const scheme = fc.constantFrom(
      'javascript:',
      'data:',
      'blob:',
      'file:',
      'ftp:',
      'mailto:',
      'ws:',
      'about:',
    );
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 30 }), (prefix, rest) => {
        expect(httpTileTemplate(prefix + rest)).to.equal(null);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps every placeholder of an http(s) template where it was', () => {
    const part = fc.oneof(placeholder, fc.constantFrom('a', '9', '.png', '-', '_'));
    const path = fc.array(fc.array(part, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), path, (scheme, segments) => {
        const template = `${scheme}://tiles.example/${segments.map((segment) => segment.join('')).join('/')}`;
        expect(httpTileTemplate(template)).to.equal(template);
      }),
      { numRuns: RUNS },
    );
  });
});
