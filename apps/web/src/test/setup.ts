import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installContractCheck, takeContractFaults } from './contract-check.ts';

// findBy* and waitFor wait up to 1 s by default: a newcomer's machine busy with other work renders a screen
// slower than that. A test that passes only on a quiet machine shows nothing about the product.
configure({ asyncUtilTimeout: 5000 });

// Every stubbed fetch is checked against the API contracts, so a contract change cannot leave a stub stale and green.
installContractCheck();

afterEach(() => {
  cleanup();
  localStorage.clear();
  const faults = takeContractFaults();
  if (faults.length > 0) throw new Error(`Stubbed calls that break the contracts:\n${faults.join('\n')}`);
});

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
