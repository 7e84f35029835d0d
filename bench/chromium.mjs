// The browser the benches audit with: Debian's Chromium, headless, with nothing of its own on the network.
export const CHROMIUM = '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
