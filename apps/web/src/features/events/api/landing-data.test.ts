import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { anEvent, someCategories } from '../../../test/fixtures.ts';
import { seedLandingData } from './landing-data.ts';

function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'landing-data';
  block.textContent = text;
  document.head.append(block);
}

describe('the landing data the server writes into the page', () => {
  afterEach(() => {
    document.getElementById('landing-data')?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('fills the current event, the open events and the current event categories', () => {
    const current = anEvent({ id: 5 });
    const closed = anEvent({ id: 6, fechaAperturaInscripciones: '2000-01-01', fechaCierreInscripciones: '2000-01-02' });
    const categories = someCategories();
    writeBlock(JSON.stringify({ events: [current, closed], categories }));
    const client = new QueryClient();

    seedLandingData(client);

    expect(client.getQueryData(['events', 'current'])).toEqual(current);
    expect(client.getQueryData(['events', 'open'])).toEqual([current]);
    expect(client.getQueryData(['events', 5, 'categories'])).toEqual(categories);
    expect(document.getElementById('landing-data')).toBeNull();
  });

  it('says there is no current event when none is active', () => {
    writeBlock(JSON.stringify({ events: [], categories: [] }));
    const client = new QueryClient();
    seedLandingData(client);
    expect(client.getQueryData(['events', 'current'])).toBeNull();
    expect(client.getQueryData(['events', 'open'])).toEqual([]);
  });

  it('seeds nothing from a block that does not parse or has another shape, so the page asks the API', () => {
    for (const text of ['{"events": [', '{"events": "x", "categories": []}', '[1,2]', 'null']) {
      writeBlock(text);
      const client = new QueryClient();
      seedLandingData(client);
      expect(client.getQueryCache().getAll(), text).toHaveLength(0);
      expect(document.getElementById('landing-data'), text).toBeNull();
    }
  });

  it('ignores an old landing page kept as the offline shell of another page', () => {
    window.history.replaceState(null, '', '/admin/timing-setup');
    writeBlock(JSON.stringify({ events: [anEvent()], categories: [] }));
    const client = new QueryClient();
    seedLandingData(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
