import type { productPaths } from "./index.ts";

/** The shape of a product page is its schema's (schemas/product.ts). */
export type { ProductEntry } from "../schemas/product.ts";

export type ProductPath = (typeof productPaths)[number];
