import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** Candidates in order: an explicit FIREFOX_PATH, then Debian's package. */
export const firefoxCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  [env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].filter((candidate): candidate is string => Boolean(candidate));

/** The X server Firefox draws into (see `startVirtualDisplay`). */
export const xvfbCandidates = ['/usr/bin/Xvfb'];

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
 * Firefox's environment. `DISPLAY` is for its start-up GL probe only (see
 * `startVirtualDisplay`); MOZ_DISABLE_NONLOCAL_CONNECTIONS is what Mozilla's
 * own test harnesses set.
 */
export function firefoxEnv(display: string, env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  return { ...env, DISPLAY: display, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' };
}

export interface VirtualDisplay {
  /** The DISPLAY value, e.g. `:3`. */
  display: string;
  /** Stops the X server and waits until it has exited (an exited child not waited for stays a zombie). */
  stop: () => Promise<void>;
}

/**
 * Starts an X server with no screen attached (Xvfb) on the first free display
 * number. Headless Firefox on Linux still runs its GL probe (glxtest) at
 * start-up, against the X (or Wayland) display; without one the probe fails
 * and WebGL is refused ("Exhausted GL driver options"), whatever the
 * preferences (`webgl.force-enabled` and LIBGL_ALWAYS_SOFTWARE do not help).
 * With a display the probe finds EGL, and headless Firefox then draws WebGL
 * with Mesa's llvmpipe on a surfaceless EGL display, in software. Sigma needs WebGL.
 */
export function startVirtualDisplay(timeoutMs = 10_000): Promise<VirtualDisplay> {
  const xvfb = xvfbCandidates.find((candidate) => fs.existsSync(candidate));
  if (!xvfb) return Promise.reject(new Error(`No Xvfb found. ${HOW_TO_INSTALL}`));
  // -displayfd: Xvfb picks a free display number and writes it to fd 3 once it accepts clients.
  const child: ChildProcess = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    await exited;
  };
  // If the test process ends without stopping it (a crash), the X server must not outlive it.
  process.once('exit', () => running() && child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Xvfb did not start within ${timeoutMs} ms: ${errors.trim()}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('\n')) return;
      clearTimeout(timer);
      resolve({ display: `:${output.trim()}`, stop });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb could not start: ${error.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before it started: ${errors.trim()}`));
    });
  });
}
