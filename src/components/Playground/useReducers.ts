import { useCallback, useEffect, useRef, useState } from 'react';
import type Graph from 'graphology';
import { DEFAULT_REDUCERS } from './codegen';
import { ReducerHost } from './reducerHost';
import { compileReducers, defaultReducers, type Reducers } from './reducers';

/**
 * The reducers' panel: its text, compiled 400 ms after the last keystroke, and the pair sigma
 * draws with. An error keeps the last working pair drawing; a pair that throws while drawing
 * gives way to the pair before it.
 */
export function useReducers(graph: Graph | null) {
  const [text, setText] = useState(DEFAULT_REDUCERS);
  // The starting pair is there from the first frame: sigma is created with it (reducerSettings).
  const [reducers, setReducers] = useState<Reducers | null>(defaultReducers);
  const [error, setError] = useState<string | null>(null);
  // The reducers drawing now, and the pair before them: what a pair that throws while drawing falls back to.
  const active = useRef<Reducers | null>(defaultReducers);
  const fallback = useRef<Reducers | null>(null);
  const [host] = useState(() => new ReducerHost(defaultReducers));

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      (text === DEFAULT_REDUCERS ? Promise.resolve(defaultReducers) : compileReducers(text, graph)).then(
        (next) => {
          if (!current) return;
          fallback.current = active.current;
          active.current = next;
          setReducers(() => next);
          setError(null);
        },
        (reason: Error) => current && setError(reason.message),
      );
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text, graph]);

  const onRuntimeError = useCallback((reason: Error) => {
    setError(`Error while drawing: ${reason.message}`);
    const back = fallback.current;
    fallback.current = null;
    active.current = back;
    setReducers(() => back);
  }, []);

  return { text, setText, reducers, error, host, onRuntimeError };
}
