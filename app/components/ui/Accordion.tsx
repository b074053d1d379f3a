import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/** docs/requirements.md §4: clicking an item opens it; clicking the open one closes it (one open at a time). */
export function nextOpenId(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

export interface AccordionItem {
  id: string;
  /** The button's content: the question, or a job card's summary. */
  header: ReactNode;
  panel: ReactNode;
}

export interface AccordionClasses {
  root?: string;
  item?: string;
  button?: string;
  panel?: string;
}

interface Props {
  items: readonly AccordionItem[];
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  /** Heading level wrapping each button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The item open on first render: the first one unless told otherwise. */
  defaultOpenId?: string | null;
  classes?: AccordionClasses;
  /**
   * Rendered at the end of each button, e.g. a chevron. One element for every item and every
   * render, styled by the item's open state (`group-data-[open=true]:` classes): opening an
   * item then changes three attributes, and React neither re-renders nor replaces the icon.
   */
  indicator?: ReactNode;
  /** Called when the visitor opens an item (not when one closes). */
  onOpen?: (id: string) => void;
}

/**
 * The WAI-ARIA accordion pattern with at most one panel open: each button sits in a
 * heading and carries aria-expanded/aria-controls; each panel is a region labelled by its
 * button. Enter and Space toggle (native buttons); Up/Down/Home/End move between buttons.
 * Every panel's content is in the server HTML; closed panels are `hidden` (and shown
 * when JavaScript is off).
 */
export function Accordion({
  items,
  idPrefix,
  headingLevel = 3,
  defaultOpenId,
  classes = {},
  indicator,
  onOpen,
}: Props) {
  const [openId, setOpenId] = useState<string | null>(
    defaultOpenId === undefined ? (items[0]?.id ?? null) : defaultOpenId,
  );
  const rootRef = useRef<HTMLDivElement>(null);
  // Marks the accordion as interactive once hydrated (tests and styles can rely on it).
  useEffect(() => rootRef.current?.setAttribute("data-hydrated", ""), []);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(
      rootRef.current?.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]") ?? [],
    );
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    let next: number;
    switch (event.key) {
      case "ArrowDown":
        next = (index + 1) % buttons.length;
        break;
      case "ArrowUp":
        next = (index - 1 + buttons.length) % buttons.length;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = buttons.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    buttons[next]?.focus();
  }

  return (
    // The keydown listener only moves focus between the buttons it contains.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} id={`${idPrefix}-accordion`} className={classes.root} onKeyDown={onKeyDown}>
      {/* Without JavaScript the buttons cannot toggle: show every answer instead. In the
          base layer, where Tailwind's `[hidden]{display:none!important}` lives. */}
      <noscript>
        <style>{`@layer base{#${idPrefix}-accordion [role="region"][hidden]{display:block!important}}`}</style>
      </noscript>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${idPrefix}-${item.id}-button`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <div key={item.id} data-open={open} className={`group ${classes.item ?? ""}`}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                data-accordion-trigger=""
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  if (!open) onOpen?.(item.id);
                  setOpenId((current) => nextOpenId(current, item.id));
                }}
                className={classes.button}
              >
                {item.header}
                {indicator}
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className={classes.panel}
            >
              {item.panel}
            </div>
          </div>
        );
      })}
    </div>
  );
}
