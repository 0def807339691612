import { useCallback, useEffect, useState } from 'react';
import { useHistory } from '@docusaurus/router';
import { readSettings, WORKER_LAYOUTS, writeSettings, type LayoutName, type PlaygroundSettings } from './settings';

/** The set-up: read from the link once, written back to it on every change. */
export function usePlaygroundSettings() {
  const history = useHistory();
  const [initial] = useState(() => readSettings(window.location.search));
  const [settings, setSettings] = useState<PlaygroundSettings>(initial.settings);

  // Settings, not data, live in the URL (replaced, so Back leaves the page rather than undoing a control).
  useEffect(() => {
    const search = `?${writeSettings(settings)}`;
    if (search !== window.location.search) history.replace({ search });
  }, [settings, history]);

  const update = useCallback((change: Partial<PlaygroundSettings>) => setSettings((current) => ({ ...current, ...change })), []);
  return { initial, settings, setSettings, update };
}

/**
 * Whether the layout runs, and how many times it was applied: a worker layout runs as it is
 * chosen and until stopped; a one-shot layout applies again with each run.
 */
export function useLayoutRun(settings: PlaygroundSettings, update: (change: Partial<PlaygroundSettings>) => void) {
  const [running, setRunning] = useState(() => WORKER_LAYOUTS.includes(settings.layout));
  const [run, setRun] = useState(settings.layout === 'none' ? 0 : 1);
  const worker = WORKER_LAYOUTS.includes(settings.layout);
  const choose = (layout: LayoutName) => {
    update({ layout });
    setRunning(WORKER_LAYOUTS.includes(layout));
    setRun((count) => count + 1);
  };
  const toggle = () => setRunning((now) => !now);
  const applyAgain = () => setRun((count) => count + 1);
  const onStopped = useCallback(() => setRunning(false), []);
  return { worker, running: worker && running, run, choose, toggle, applyAgain, onStopped };
}
