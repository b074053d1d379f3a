import type { RouterContext, ServerBuild } from "react-router";

/**
 * One of a build's context objects (app/lib/load-context.ts, console/app/lib/context.ts),
 * as the build's entry.server exports it. React Router finds a context's value by the
 * object's identity, and each build bundles its own copy of the module that creates it:
 * the server's own import of that module would make a third object, no loader's.
 */
export function buildContext<T>(build: ServerBuild, name: string): RouterContext<T> {
  const exports: Record<string, unknown> = { ...build.entry.module };
  const context = exports[name];
  if (!context) throw new Error(`the build's entry.server exports no ${name}: rebuild`);
  return context as RouterContext<T>;
}
