import { useId, useRef, useState } from "react";
import { useHydrated } from "#app/components/ui/useHydrated.ts";
import { mediaFileUrl, mediaWidths, parseMediaReference } from "#app/lib/media.ts";
import {
  imageAccept,
  imageAltMax,
  imageUploadCopy as copy,
  imageUploadUrl,
  type UploadedImage,
} from "../lib/image-upload.ts";
import { Button } from "./Button.tsx";

export interface ImageUploadFieldProps {
  /** The field's label, as the content schema names it ("Portrait"). */
  label: string;
  /** Name of the hidden input that carries the picture's reference in the editor's form. */
  name: string;
  /** The reference the entry holds now (`/images/…` or `/media/…`), shown as the current picture. */
  defaultValue?: string;
  /**
   * Name of the input that carries the description in the editor's form, for schemas with
   * an alt field beside the image; without it the description only goes with the upload.
   */
  altName?: string;
  defaultAlt?: string;
  /** Called with the stored picture after each successful upload. */
  onUploaded?: (image: UploadedImage) => void;
  /** The id of the reference's text input (the editor's field id, which its errors name). */
  inputId?: string;
  /** The schema's message for the reference, and for the description (the editor's answer). */
  error?: string;
  altError?: string;
  /** Shown, not changed: an entry in review. */
  readOnly?: boolean;
}

type Status = { kind: "idle" | "busy" | "done" } | { kind: "error"; message: string };

/**
 * A picture field of the content editor: a file input, a required description, an upload
 * button, and the stored picture as preview. Uploading is a fetch to /staff/api/images;
 * the form around it receives the reference in a hidden input (`name`), so saving the
 * entry saves the picture. Keyboard-operable (native inputs and a button), every input
 * labelled, outcomes announced in a live region.
 */
export function ImageUploadField({
  label,
  name,
  defaultValue = "",
  altName,
  defaultAlt = "",
  onUploaded,
  inputId,
  error,
  altError,
  readOnly = false,
}: ImageUploadFieldProps) {
  const id = useId();
  const refId = inputId ?? `${id}-ref`;
  // Without JavaScript there is no upload: the reference stays a text field to type into.
  const hydrated = useHydrated();
  const uploads = hydrated && !readOnly;
  const fileRef = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState(defaultValue);
  const [alt, setAlt] = useState(defaultAlt);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function upload() {
    const file = fileRef.current?.files?.[0];
    if (!file) return setStatus({ kind: "error", message: copy.missingFile });
    if (!alt.trim()) return setStatus({ kind: "error", message: copy.missingAlt });
    const body = new FormData();
    body.set("file", file);
    body.set("alt", alt.trim());
    setStatus({ kind: "busy" });
    try {
      const response = await fetch(imageUploadUrl, { method: "POST", body });
      const answer = (await response.json()) as Partial<UploadedImage> & { error?: string };
      if (!response.ok || !answer.src) {
        return setStatus({ kind: "error", message: answer.error ?? copy.failed });
      }
      setSrc(answer.src);
      setStatus({ kind: "done" });
      onUploaded?.(answer as UploadedImage);
    } catch {
      setStatus({ kind: "error", message: copy.failed });
    }
  }

  const media = parseMediaReference(src);
  const previewSrc = media ? mediaFileUrl(media.id, mediaWidths(media.width)[0]!, "webp") : src;
  const described = `${id}-file-help ${id}-status`;
  const input =
    "mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 focus:border-brand-600 read-only:bg-surface";

  return (
    <fieldset className="rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink-800">{label}</legend>
      {src && (
        <figure className="mb-4">
          <img
            src={previewSrc}
            alt={alt || copy.previewAlt}
            width={media?.width ?? 320}
            height={media?.height ?? 320}
            className="h-auto max-h-48 w-auto max-w-full rounded-xl ring-1 ring-line"
          />
          <figcaption className="mt-1 text-xs text-ink-600">
            {copy.current}: <code className="break-all">{src}</code>
          </figcaption>
        </figure>
      )}
      <label htmlFor={refId} className="block text-sm font-semibold text-ink-800">
        {copy.referenceLabel}
      </label>
      <input
        id={refId}
        name={name}
        value={src}
        onChange={(event) => setSrc(event.target.value)}
        readOnly={readOnly}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${refId}-help${error ? ` ${refId}-error` : ""}`}
        className={`${input} ${error ? "border-red-600" : "border-line"}`}
      />
      <p id={`${refId}-help`} className="mt-1 text-xs text-ink-600">
        {copy.referenceHelp}
      </p>
      {error ? (
        <p id={`${refId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {uploads ? (
        <div className="mt-4">
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-ink-800">
            {copy.fileLabel}
          </label>
          <input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept={imageAccept}
            aria-describedby={described}
            className="mt-2 block w-full text-sm text-ink-900 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
          />
          <p id={`${id}-file-help`} className="mt-1 text-xs text-ink-600">
            {copy.fileHelp}
          </p>
        </div>
      ) : null}
      {altName || uploads ? (
        <>
          <label htmlFor={`${id}-alt`} className="mt-4 block text-sm font-semibold text-ink-800">
            {copy.altLabel}
          </label>
          <input
            id={`${id}-alt`}
            name={altName}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            aria-required="true"
            readOnly={readOnly}
            maxLength={imageAltMax}
            aria-invalid={altError ? true : undefined}
            aria-describedby={`${id}-alt-help${altError ? ` ${id}-alt-error` : ""}`}
            className={`${input} ${altError ? "border-red-600" : "border-line"}`}
          />
          <p id={`${id}-alt-help`} className="mt-1 text-xs text-ink-600">
            {copy.altHelp}
          </p>
          {altError ? (
            <p id={`${id}-alt-error`} className="mt-1 text-sm font-medium text-red-700">
              {altError}
            </p>
          ) : null}
        </>
      ) : null}
      {uploads ? (
        <>
          <Button
            type="button"
            size="small"
            variant="secondary"
            className="mt-4"
            disabled={status.kind === "busy"}
            onClick={() => void upload()}
          >
            {status.kind === "busy" ? copy.uploading : copy.upload}
          </Button>
          <p
            id={`${id}-status`}
            role="status"
            className={`mt-2 text-sm ${status.kind === "error" ? "text-red-700" : "text-ink-700"}`}
          >
            {status.kind === "error" ? status.message : status.kind === "done" ? copy.uploaded : ""}
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
