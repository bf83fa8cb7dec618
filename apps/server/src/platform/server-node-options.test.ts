import { describe, expect, it } from 'vitest';
import { serverNodeOptions } from '../../../../scripts/build-server.mjs';

// The Node options `npm start` runs the compiled server with (scripts/build-server.mjs); the browser journeys
// start the server through `npm start`'s script, so these options run under every journey.
describe("the server's Node options", () => {
  it('give source maps and a young generation of 64 MB a half', () => {
    expect(serverNodeOptions({})).toEqual(['--enable-source-maps', '--max-semi-space-size=64']);
    expect(serverNodeOptions({ NODE_OPTIONS: '--max-old-space-size=4096' })).toContain(
      '--max-semi-space-size=64',
    );
  });

  it("leave the young generation to NODE_OPTIONS when it names one, in either of V8's spellings", () => {
    for (const own of ['--max-semi-space-size=16', '--trace-gc --max_semi_space_size=32'])
      expect(serverNodeOptions({ NODE_OPTIONS: own })).toEqual(['--enable-source-maps']);
  });
});
