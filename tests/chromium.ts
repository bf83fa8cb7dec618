/**
 * How the browser tests and `npm run bench:web` start Chromium: Debian's build (Playwright's own download
 * does not work on these machines), headless, without the background traffic that would blur timings.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
