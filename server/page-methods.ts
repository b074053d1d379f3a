import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { bodyType } from "./content-type.ts";
import { routeMatcher } from "./route-tree.ts";

/**
 * The page a request is for: with JavaScript, React Router posts a form to the page's data
 * URL instead of the page itself: `/contact-us.data`, or `/contact-us/_.data` from the page
 * at `/contact-us/` (`/_.data` for the home page).
 */
export function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * What page routes accept, decided before React Router sees the request: GET and HEAD
 * everywhere, POST where the route has an action (the no-JS forms); a POST whose body is
 * not a UTF-8 HTML form is marked for the action to refuse. Anything else used to reach
 * React Router and end as a 500 (TRACE cannot even be turned into a fetch Request; a JSON
 * or text body broke `request.formData()`).
 */
export function guardPageMethods(build: ServerBuild): RequestHandler {
  const routeOf = routeMatcher(build);
  const hasAction = (pathname: string) => {
    const id = routeOf(pathname);
    return id !== undefined && build.routes[id]?.module.action !== undefined;
  };
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const form = hasAction(pagePath(req.path));
    const allow = form ? "GET, HEAD, POST" : "GET, HEAD";
    if (req.method !== "POST" || !form) {
      res.setHeader("Allow", allow);
      return res.status(405).type("text").send(`Method not allowed here. Allowed: ${allow}.`);
    }
    // A body that is not a UTF-8 HTML form goes on to the page's action, which answers 415
    // with the page and a message (app/lib/forms/read-form.server.ts): the action must not
    // try to read it.
    const type = bodyType(req.get("content-type"));
    res.locals.formBodyRefused = !type || !FORM_TYPES.includes(type.essence) || !type.utf8;
    next();
  };
}
