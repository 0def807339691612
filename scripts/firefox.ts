import fs from 'node:fs';
import { xvfbCandidates } from './virtualDisplay';

/** Candidates in order: an explicit FIREFOX_PATH, then Debian's package. */
export const firefoxCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  [env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].filter((candidate): candidate is string => Boolean(candidate));

const HOW_TO_INSTALL =
  "Install Debian's packages (`apt-get install -y firefox-esr xvfb`) or set FIREFOX_PATH. " +
  '`npm test` installs them by itself when run as root on Debian.';

/** The Firefox the Firefox tests drive; throws a message that says how to get one. */
export function firefoxPath(env: NodeJS.ProcessEnv = process.env): string {
  const found = firefoxCandidates(env).find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`No Firefox found. ${HOW_TO_INSTALL}`);
  return found;
}

/** What the Firefox tests need that is missing on this machine (empty when nothing is). */
export function missingForFirefox(env: NodeJS.ProcessEnv = process.env, exists = fs.existsSync): string[] {
  const missing: string[] = [];
  if (!firefoxCandidates(env).some((candidate) => exists(candidate))) missing.push('Firefox (firefox-esr)');
  if (!xvfbCandidates.some((candidate) => exists(candidate))) missing.push('Xvfb (xvfb)');
  return missing;
}

/**
 * Preferences for a Firefox on a machine with no network but loopback, on top
 * of those Puppeteer already sets (no updates, no telemetry upload, no safe
 * browsing). Each service below would otherwise try to reach Mozilla at
 * start-up or in the background. Anything still going out meets a proxy on a
 * closed loopback port and fails at once instead of waiting on DNS; the site
 * under test is on 127.0.0.1, which Firefox never sends through a proxy.
 */
export const firefoxPrefs: Record<string, string | number | boolean> = {
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'browser.newtabpage.activity-stream.feeds.section.topstories': false,
  'browser.newtabpage.activity-stream.feeds.telemetry': false,
  'browser.ping-centre.telemetry': false,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'browser.topsites.contile.enabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'extensions.blocklist.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'geo.provider.network.url': '',
  'media.gmp-manager.url': '',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.trr.mode': 5,
  'nimbus.rollouts.enabled': false,
  // Remote Settings (blocklists, experiments...) polls several times a second when its server
  // is unreachable. Release builds ignore another server unless MOZ_DISABLE_NONLOCAL_CONNECTIONS
  // is set (see firefoxEnv), and skip all remote activity for this dummy one.
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.server': '',
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.allow_hijacking_localhost': false,
};

/**
 * Firefox's environment. `DISPLAY` (an Xvfb, scripts/virtualDisplay.ts) is for
 * its start-up GL probe only: headless Firefox on Linux still runs glxtest
 * against the X (or Wayland) display; without one the probe fails and WebGL is
 * refused ("Exhausted GL driver options"), whatever the preferences
 * (`webgl.force-enabled` and LIBGL_ALWAYS_SOFTWARE do not help). With a display
 * the probe finds EGL, and headless Firefox then draws WebGL with Mesa's
 * llvmpipe on a surfaceless EGL display. MOZ_DISABLE_NONLOCAL_CONNECTIONS is
 * what Mozilla's own test harnesses set.
 */
export function firefoxEnv(display: string, env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  return { ...env, DISPLAY: display, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' };
}
