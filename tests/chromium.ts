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
    // Software rendering on two cores: one raster thread and no compositor-thread animation or scrolling
    // (the journeys run with reduced motion). Measured on three journey files (12 tests) against the same
    // server: 34.8 and 38.9 s of the runner's and browser's CPU against 41.1 without (docs/scaling.md);
    // --disable-gpu-compositing and --in-process-gpu cost more, not less.
    '--num-raster-threads=1',
    '--disable-threaded-animation',
    '--disable-threaded-scrolling',
    '--disable-checker-imaging',
  ],
};
