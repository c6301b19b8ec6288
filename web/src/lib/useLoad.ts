// The one way a page or component loads data: a GET (or several) on mount and again whenever `deps`
// change or `reload()` is called after a mutation; the request in flight is aborted on unmount or
// when a newer one starts, and its failure is kept as text for the user (never swallowed).
import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isAbort } from '../api/client.ts';

export interface LoadOptions {
  /** reload when any of these change (default: when `load` changes identity) */
  deps?: DependencyList;
  /** the text shown when the load fails: a fixed sentence, or one built from the error (default: the server's words) */
  message?: string | ((err: unknown) => string);
  /** false: do not load (yet); the data stays as it is */
  enabled?: boolean;
}

export interface Loaded<T> {
  data: T | null;
  /** the last load's failure as text for the user, null once a load succeeds (or data is replaced) */
  error: string | null;
  /** the last load's failure itself (for <ErrorMessage>, which also lists the server's details) */
  failure: unknown;
  /** true while a load is in flight */
  loading: boolean;
  /** fetches it again now (after a mutation); the current data stays until the answer arrives, when the promise resolves */
  reload: () => Promise<void>;
  /** replaces the data with a fresher copy the caller already has (e.g. a PUT's answer) */
  replace: (data: T) => void;
  /** changes the data in place (a socket event's news), once it is loaded */
  update: (change: (data: T) => T) => void;
}

interface State<T> {
  data: T | null;
  failed: { err: unknown } | null;
  loading: boolean;
}

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, options: LoadOptions = {}): Loaded<T> {
  const { deps = [load], message, enabled = true } = options;
  const [state, setState] = useState<State<T>>({ data: null, failed: null, loading: enabled });
  const [revision, setRevision] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // the latest `load` runs, but only `deps` (and reload) decide when
  const latest = useRef(load);
  latest.current = load;
  // reload()s waiting for the next load to settle
  const waiting = useRef<(() => void)[]>([]);
  const settle = useCallback(() => {
    for (const done of waiting.current.splice(0)) done();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps (and reload's revision) decide when to load
  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    controller.current = ctrl;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    // a load that throws before its promise fails like one that rejects
    new Promise<T>((resolve) => resolve(latest.current(ctrl.signal))).then(
      (data) => {
        if (ctrl.signal.aborted) return;
        setState({ data, failed: null, loading: false });
        settle();
      },
      (err: unknown) => {
        if (ctrl.signal.aborted || isAbort(err)) return;
        setState((s) => ({ ...s, failed: { err }, loading: false }));
        settle();
      },
    );
    return () => ctrl.abort();
  }, [enabled, revision, ...deps]);

  useEffect(() => settle, [settle]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setRevision((r) => r + 1);
      }),
    [],
  );
  const replace = useCallback(
    (data: T) => {
      controller.current?.abort();
      setState({ data, failed: null, loading: false });
      settle();
    },
    [settle],
  );
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.data === null ? s : { ...s, data: change(s.data) }));
  }, []);

  const failure = state.failed?.err ?? null;
  const error = state.failed === null ? null : typeof message === 'function' ? message(failure) : (message ?? errorText(failure));
  return { data: state.data, error, failure, loading: state.loading, reload, replace, update };
}
