import { createElement, useEffect, useSyncExternalStore, type ComponentType } from "react";

/**
 * A component whose code is fetched on first use (or earlier, from `preload`: when the page
 * is idle, or when a control that shows it is pointed at or focused). Not React.lazy: a
 * component that suspends is revealed up to 300 ms later (React throttles Suspense reveals)
 * even when its code has already arrived, which is what made the phone menu and the
 * biography dialog answer a tap slowly (docs/performance.md).
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();

  function preload(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        // Offline: the next use tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const isLoaded = () => loaded !== undefined;
  // Never on the server, nor in the render that hydrates the page.
  const notOnServer = () => false;

  /**
   * True once the code is here, however it came (a preload at idle, a hover, a tap): then
   * render `Component`, which a closed dialog can be ahead of the tap that opens it. When
   * `wanted`, starts fetching it.
   */
  function useLoaded(wanted: boolean): boolean {
    useEffect(() => {
      if (wanted && !loaded) preload().catch(() => undefined);
    }, [wanted]);
    return useSyncExternalStore(subscribe, isLoaded, notOnServer);
  }

  /** Renders the loaded component; only render it once `useLoaded` said so. */
  function Component(props: P) {
    if (!loaded) throw new Error("onDemand: Component rendered before useLoaded was true");
    return createElement(loaded, props);
  }

  return { preload: () => void preload().catch(() => undefined), useLoaded, Component };
}
