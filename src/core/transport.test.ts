import { expect } from 'chai';
import { ForeignAddressError } from './errors.ts';
import { send, type TransportResponse } from './transport.ts';

// A real answer of the test server, in each browser: the progress that says the body is whole is
// what lets the last region of a streamed answer be swapped before the request loads.
const ANSWER = new URL('/package-lock.json', location.href);

function get(onBodyProgress: (sofar: TransportResponse, whole: boolean) => void): Promise<TransportResponse> {
  return send(
    { method: 'GET', url: ANSWER, headers: {}, body: null, timeout: 10_000, noCache: true, onBodyProgress },
    new AbortController().signal,
    'answer',
  );
}

describe('transport', () => {
  it('tells the body whole only once all of it has arrived, and before it hands the answer over', async () => {
    const told: string[] = [];
    const response = await get((sofar, whole) => told.push(`${sofar.body.length}${whole ? ' whole' : ''}`));
    told.push('answered');
    expect(response.status).to.equal(200);
    const all = response.body.length;
    expect(all).to.be.greaterThan(0);
    expect(told.slice(-2)).to.deep.equal([`${all} whole`, 'answered']);
    for (const each of told.filter((line) => line.endsWith(' whole'))) expect(each).to.equal(`${all} whole`);
  });

  it('refuses an address of another origin', async () => {
    const error = await send(
      {
        method: 'GET',
        url: new URL('https://elsewhere.example/x'),
        headers: {},
        body: null,
        timeout: 1000,
        noCache: false,
      },
      new AbortController().signal,
      'elsewhere',
    ).catch((rejection: unknown) => rejection);
    expect(error).to.be.instanceOf(ForeignAddressError);
    expect((error as Error).message).to.equal(
      'Refused to send a request to another origin: https://elsewhere.example/x',
    );
  });
});
