/**
 * The Atom feed's address and title, in a module without copy: the root imports them for
 * every page's head, and importing them from articles.ts took that module (and the config
 * the config its copy read) into every page's JavaScript.
 */

/** The Atom feed of every article, linked from every page's head. */
export const FEED_PATH = "/articles/feed.xml";
/**
 * Its media type (RFC 4287), as the head links say: its `.xml` name is the sitemap's
 * extension too, whose type (application/xml) a host would give it by name.
 */
export const FEED_CONTENT_TYPE = "application/atom+xml; charset=utf-8";
/** The feed's title, from the company name (the pages' head links name it as published). */
export const feedTitle = (name: string) => `${name} articles`;
