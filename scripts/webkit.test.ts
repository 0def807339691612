import { describe, expect, it } from 'vitest';
import { miniBrowserCandidates, missingForWebKit, webkitCapabilities, webkitDriverCandidates } from './webkit';

describe('finding WebKitGTK', () => {
  it("tries the environment's paths before Debian's packages", () => {
    expect(webkitDriverCandidates({ WEBKIT_DRIVER_PATH: '/opt/wk/WebKitWebDriver' })[0]).toBe('/opt/wk/WebKitWebDriver');
    expect(webkitDriverCandidates({})[0]).toBe('/usr/bin/WebKitWebDriver');
    expect(miniBrowserCandidates({ WEBKIT_BROWSER_PATH: '/opt/wk/MiniBrowser' })[0]).toBe('/opt/wk/MiniBrowser');
    expect(miniBrowserCandidates({})[0]).toBe('/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser');
  });

  it('names what is missing, so that npm test can say it', () => {
    expect(missingForWebKit({}, () => false)).toEqual([
      'WebKitWebDriver (webkit2gtk-driver)',
      'MiniBrowser (libwebkit2gtk-4.1-0)',
      'Xvfb (xvfb)',
    ]);
    expect(missingForWebKit({}, (file) => file === '/usr/bin/Xvfb')).toEqual([
      'WebKitWebDriver (webkit2gtk-driver)',
      'MiniBrowser (libwebkit2gtk-4.1-0)',
    ]);
    const env = { WEBKIT_DRIVER_PATH: '/opt/wk/driver', WEBKIT_BROWSER_PATH: '/opt/wk/browser' };
    expect(missingForWebKit(env, (file) => String(file).startsWith('/opt/wk/'))).toEqual(['Xvfb (xvfb)']);
    expect(missingForWebKit({}, () => true)).toEqual([]);
  });

  it('starts the browser it was given in automation mode', () => {
    expect(webkitCapabilities('/opt/wk/MiniBrowser')['webkitgtk:browserOptions']).toEqual({
      binary: '/opt/wk/MiniBrowser',
      args: ['--automation'],
    });
  });
});
