/**
 * The X display the Firefox and WebKit tests draw into. Plain Node (no
 * Playwright), so that `npm test` can ask what is missing before it starts them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** Debian's X server without a screen (package xvfb). */
export const xvfbCandidates = ['/usr/bin/Xvfb'];

const HOW_TO_INSTALL_XVFB =
  "Install Debian's package (`apt-get install -y xvfb`); `npm test` installs it by itself when run as root on Debian.";

export interface VirtualDisplay {
  /** The DISPLAY value, e.g. `:3`. */
  display: string;
  /** Stops the X server and waits until it has exited (an exited child not waited for stays a zombie). */
  stop: () => Promise<void>;
}

/**
 * Starts an X server with no screen attached (Xvfb) on the first free display
 * number, for a browser that needs an X display to draw WebGL: Firefox's
 * start-up GL probe (scripts/firefox.ts) and WebKitGTK's MiniBrowser, a GTK
 * window (scripts/webkit.ts). Both then draw with Mesa's llvmpipe, in software.
 */
export function startVirtualDisplay(timeoutMs = 10_000): Promise<VirtualDisplay> {
  const xvfb = xvfbCandidates.find((candidate) => fs.existsSync(candidate));
  if (!xvfb) return Promise.reject(new Error(`No Xvfb found. ${HOW_TO_INSTALL_XVFB}`));
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
