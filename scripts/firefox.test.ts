import { describe, expect, it } from 'vitest';
import { firefoxCandidates, missingForFirefox } from './firefox';

describe('finding Firefox', () => {
  it("tries FIREFOX_PATH before Debian's package", () => {
    expect(firefoxCandidates({ FIREFOX_PATH: '/opt/firefox/firefox' })[0]).toBe('/opt/firefox/firefox');
    expect(firefoxCandidates({})[0]).toBe('/usr/bin/firefox-esr');
  });

  it('names what is missing, so that npm test can say it', () => {
    expect(missingForFirefox({}, () => false)).toEqual(['Firefox (firefox-esr)', 'Xvfb (xvfb)']);
    expect(missingForFirefox({}, (file) => file === '/usr/bin/Xvfb')).toEqual(['Firefox (firefox-esr)']);
    expect(missingForFirefox({ FIREFOX_PATH: '/opt/ff' }, (file) => file === '/opt/ff')).toEqual(['Xvfb (xvfb)']);
    expect(missingForFirefox({}, () => true)).toEqual([]);
  });
});
