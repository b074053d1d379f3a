import { useState, type DragEvent } from "react";
import { FileSpreadsheet, LockKeyhole } from "lucide-react";
import { buttonBase, buttonClasses } from "../ui/ButtonLink.tsx";
import { useHydrated } from "../ui/useHydrated.ts";
import { useCheckerCopy } from "./useCheckerCopy.ts";

interface Props {
  /** The worker has loaded: a file can be checked without any request. */
  ready: boolean;
  checking: boolean;
  /** The first hover, focus or drag over the checker: time to load its code. */
  onFirstUse: () => void;
  onFile: (file: File) => void;
}

/** Choose or drop one CSV file. Before hydration (or without JavaScript) it says why not. */
export function FileDropZone({ ready, checking, onFirstUse, onFile }: Props) {
  const copy = useCheckerCopy().payoutFileCopy.checker;
  const hydrated = useHydrated();
  const [over, setOver] = useState(false);

  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    onFirstUse();
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8"
      data-hydrated={hydrated}
      data-ready={ready}
    >
      <h3 className="text-xl font-semibold text-ink-900">{copy.title}</h3>
      <p className="mt-2 flex items-center gap-2 text-sm text-ink-600">
        <LockKeyhole aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {copy.privacy}
      </p>
      {/* Drag and drop is a shortcut for the file input inside it, which keyboards reach. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        onPointerEnter={onFirstUse}
        onFocus={onFirstUse}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`mt-6 flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors ${
          over ? "border-brand-600 bg-brand-50" : "border-line bg-surface"
        }`}
      >
        <FileSpreadsheet aria-hidden="true" className="size-10 text-brand-700" />
        {hydrated ? (
          <>
            <label
              className={`${buttonBase} ${buttonClasses.primary} mt-5 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700`}
            >
              {copy.choose}
              <input
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                disabled={checking}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Cleared, so that choosing the same file again (after fixing it) checks it again.
                  event.target.value = "";
                  if (file) onFile(file);
                }}
              />
            </label>
            <p className="mt-3 text-sm text-ink-700">{copy.drop}</p>
            <p className="mt-1 text-xs text-ink-600">{copy.limits}</p>
          </>
        ) : (
          <p className="mt-5 max-w-sm text-sm leading-6 text-ink-700">{copy.noScript}</p>
        )}
      </div>
    </div>
  );
}
