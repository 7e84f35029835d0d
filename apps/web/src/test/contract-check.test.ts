import { afterEach, describe, expect, it } from 'vitest';
import { contractFault, takeContractFaults } from './contract-check.ts';
import { aTimeRecord, registrationInfo } from './fixtures.ts';
import { mockFetch } from './render.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('contractFault', () => {
  it('accepts a complete answer of a declared endpoint', async () => {
    expect(await contractFault('/api/events/3/registration', {}, answer(200, registrationInfo()))).toBeNull();
  });

  it('names an answer of the wrong shape, a status the endpoint does not declare and an unknown endpoint', async () => {
    expect(await contractFault('/api/events/3/registration', {}, answer(200, []))).toMatch(
      /^GET \/api\/events\/3\/registration \(getPlacesInfo\): the stubbed 200 answer breaks the contract/,
    );
    expect(await contractFault('/api/events/3', { method: 'PUT' }, answer(201, {}))).toMatch(
      /the stub answers 201, which the endpoint does not declare/,
    );
    expect(await contractFault('/api/nowhere', {}, answer(200, {}))).toMatch(/no contract declares this endpoint/);
  });

  it('names a body the server would refuse, and leaves error answers alone', async () => {
    const body = JSON.stringify({ dorsal: 12 });
    expect(await contractFault('/api/timing/4/record', { method: 'POST', body }, answer(201, aTimeRecord()))).toMatch(
      /the body the web sent breaks the contract/,
    );
    const sent = JSON.stringify({ dorsal: 12, timestamp: 1000, clientId: 'c-1' });
    expect(await contractFault('/api/timing/4/record', { method: 'POST', body: sent }, answer(409, {}))).toBeNull();
  });
});

describe('the checked fetch', () => {
  it('checks once a call that a stub passes on to the fetch it read, and a fetch put back answers', async () => {
    mockFetch(() => ({ status: 200, body: [] }));
    const read = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => read(input, init)) as typeof fetch;
    await fetch('/api/events/3/registration');
    expect(takeContractFaults()).toHaveLength(1);
    globalThis.fetch = read;
    await fetch('/api/events/3/registration');
    expect(takeContractFaults()).toHaveLength(1);
  });
});
