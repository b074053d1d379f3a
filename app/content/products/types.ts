import type { IconName, PanelRow } from "../services/types.ts";
import type { productPaths } from "./index.ts";

export type ProductPath = (typeof productPaths)[number];

export interface ProductEntry {
  path: ProductPath;
  name: string;
  icon: IconName;
  hero: { title: string; intro: string };
  demo: { label: string; to: string };
  /** ASLAN only: a "See Features" link to #features in the hero. */
  seeFeatures?: string;
  panel: { title: string; caption: string; rows: PanelRow[] };
  problem: { title: string; body: string; points: string[] };
  solution: { title: string; body: string; points: string[] };
  features: { title: string; intro: string; items: { title: string; body: string }[] };
  audience: {
    title: string;
    intro: string;
    items: { title: string; body: string; icon: IconName }[];
  };
  closing: { title: string; body: string };
}
