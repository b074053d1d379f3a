import { describe, expect, it } from "vitest";
import { valuesTypedEarly } from "./typed-early.ts";

function form(html: string) {
  const el = document.createElement("form");
  el.innerHTML = html;
  return el;
}

describe("valuesTypedEarly", () => {
  const fields = `<input name="firstName"><textarea name="message"></textarea>
    <input name="agreeToPolicy" type="checkbox"><input name="website">`;

  it("returns what the visitor typed, ticked boxes included", () => {
    const f = form(fields);
    (f.elements.namedItem("firstName") as HTMLInputElement).value = "Ama";
    (f.elements.namedItem("message") as HTMLTextAreaElement).value = "Call me";
    (f.elements.namedItem("agreeToPolicy") as HTMLInputElement).checked = true;
    expect(
      valuesTypedEarly(f, { firstName: "", message: "", agreeToPolicy: false, phone: "" }),
    ).toEqual({ firstName: "Ama", message: "Call me", agreeToPolicy: true });
  });

  it("returns null when the page holds what the state holds", () => {
    const f = form(fields);
    (f.elements.namedItem("firstName") as HTMLInputElement).value = "Kofi";
    expect(valuesTypedEarly(f, { firstName: "Kofi", message: "", agreeToPolicy: false })).toBe(
      null,
    );
  });

  it("ignores fields the state does not know, such as the honeypot", () => {
    const f = form(fields);
    (f.elements.namedItem("website") as HTMLInputElement).value = "spam.example";
    expect(valuesTypedEarly(f, { firstName: "" })).toBe(null);
  });
});
