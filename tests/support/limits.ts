/**
 * Bounds of the waits that outlast an assertion's 10 s (playwright.config.ts). A wait always waits
 * for the state its test asserts; a bound only says how long a slow machine may take to get there.
 * Sized for a machine twice as slow as a shared 2-core one, on which the slowest of these took
 * 4.3 s (a minimap example's first frame, with other builds running).
 */

/** Something downloaded, then run: a live graph's code and data up to its first frame, the search index. */
export const LOAD_TIMEOUT = 30_000;
