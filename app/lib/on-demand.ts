import { createElement, useEffect, useReducer, type ComponentType } from "react";

/**
 * A component whose code is fetched on first use (or earlier, from `preload` when a control
 * that shows it is pointed at or focused), and rendered in the same commit as the tap once
 * it is here. Not React.lazy: a component that suspends is revealed up to 300 ms later
 * (React throttles Suspense reveals) even when its code has already arrived, which is what
 * made the phone menu and the biography dialog answer a tap slowly (docs/performance.md).
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;

  function preload(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // Offline: the next use tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /** True once `wanted` and the code is here: then render `Component`. */
  function useReady(wanted: boolean): boolean {
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (wanted && !loaded) preload().then(arrived, () => undefined);
    }, [wanted]);
    return wanted && loaded !== undefined;
  }

  /** Renders the loaded component; only render it once `useReady` said so. */
  function Component(props: P) {
    if (!loaded) throw new Error("onDemand: Component rendered before useReady was true");
    return createElement(loaded, props);
  }

  return { preload: () => void preload().catch(() => undefined), useReady, Component };
}
