import { useContent } from "#app/content/use-content.ts";

/**
 * Invisible to people (and to assistive tech); bots that fill every field reveal themselves.
 * Also carries the server-signed form token when the server rendered the page (a form
 * posted without JavaScript is asked to be sent once more with it).
 */
export function Honeypot({ id = "website", formToken }: { id?: string; formToken?: string }) {
  const { fieldWords } = useContent("forms");
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id}>{fieldWords.honeypot}</label>
        <input
          id={id}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {formToken && <input type="hidden" name="formToken" value={formToken} />}
    </>
  );
}
