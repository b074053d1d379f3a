import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextArea, TextField } from "./FormField.tsx";

afterEach(cleanup);

describe("a field's required state for screen readers", () => {
  it("is aria-required where the form checks it, `required` alone where the browser does", () => {
    render(
      <form>
        <TextField name="name" label="Full name" />
        <TextField name="email" label="Work e-mail" type="email" required />
        <TextField name="phone" label="Phone" optional="(optional)" />
        <TextArea name="message" label="Message" />
        <TextArea name="note" label="Note" required />
      </form>,
    );
    const field = (name: RegExp) =>
      screen.getByRole("textbox", { name }) as HTMLInputElement | HTMLTextAreaElement;
    for (const name of [/Full name/, /Message/]) {
      expect(field(name).getAttribute("aria-required"), String(name)).toBe("true");
      expect(field(name).required, String(name)).toBe(false);
    }
    for (const name of [/Work e-mail/, /Note/]) {
      expect(field(name).required, String(name)).toBe(true);
      expect(field(name).hasAttribute("aria-required"), String(name)).toBe(false);
    }
    expect(field(/Phone/).required).toBe(false);
    expect(field(/Phone/).hasAttribute("aria-required")).toBe(false);
  });
});
