import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The build's flat route manifest as the nested tree `matchRoutes` expects. */
function routeTree(build: ServerBuild, parentId: string | undefined): RouteObject[] {
  return Object.values(build.routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return route.index
      ? [{ id, path, caseSensitive, index: true }]
      : [{ id, path, caseSensitive, children: routeTree(build, id) }];
  });
}

/** The id of the route that would render a path (its deepest match), as React Router matches. */
export function routeMatcher(build: ServerBuild): (pathname: string) => string | undefined {
  const tree = routeTree(build, undefined);
  return (pathname) => {
    try {
      return matchRoutes(tree, pathname)?.at(-1)?.route.id;
    } catch {
      // A path React Router cannot decode is no route's.
      return undefined;
    }
  };
}
