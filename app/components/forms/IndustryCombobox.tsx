import { useId, useState } from "react";
import type { KeyboardEvent } from "react";
import { useContent } from "#app/content/use-content.ts";
import { errorId } from "./FormField.tsx";

/** docs/requirements.md §4: case-insensitive substring match over the suggestions (five today). */
export function filterIndustries(industries: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  return industries.filter((i) => i.toLowerCase().includes(q));
}

interface Props {
  label: string;
  /** The words after the label ("(optional)"). */
  optional: string;
  placeholder: string;
  noMatch: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The industry box: an ARIA 1.2 combobox with a listbox popup. Typing filters, Arrow keys
 * move, Enter chooses, Escape closes; choosing fills the box and hides the list.
 */
export function IndustryCombobox({
  label,
  optional,
  placeholder,
  noMatch,
  value,
  onChange,
}: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = filterIndustries(useContent("forms").industries, value);
  const showList = open && options.length > 0;

  function choose(option: string) {
    onChange(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (options.length === 0 ? -1 : (a + 1) % options.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (options.length === 0 ? -1 : a <= 0 ? options.length - 1 : a - 1));
    } else if (event.key === "Enter" && showList && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <label htmlFor="industry" className="block text-sm font-semibold text-ink-800">
        {label}
        <span className="font-normal text-ink-500"> {optional}</span>
      </label>
      <input
        id="industry"
        name="industry"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={errorId("industry")}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-line"
      >
        {options.map((option, index) => (
          // Options are chosen with the pointer or, from the input, with Arrow keys + Enter.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={option}
            id={`${id}-opt-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
            className={`cursor-pointer px-4 py-2.5 text-ink-800 ${index === active ? "bg-brand-50 text-brand-800" : "hover:bg-surface"}`}
          >
            {option}
          </div>
        ))}
      </div>
      <p id={errorId("industry")} className="mt-1.5 min-h-5 text-sm text-ink-600">
        {open && value.trim() !== "" && options.length === 0 ? noMatch : ""}
      </p>
    </div>
  );
}
