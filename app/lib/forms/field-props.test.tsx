import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Checkbox, TextField } from "#app/components/forms/FormField.tsx";
import { fieldPropsOf } from "./field-props.ts";
import type { FieldErrors } from "./schemas.ts";

afterEach(cleanup);

const initial = { email: "", agreeToPolicy: false, campaign: "spring" };
type Values = typeof initial;

/** A form as useLeadForm wires one: state, errors, and a setter that clears a field's error. */
function Form({ errors: initialErrors = {} }: { errors?: FieldErrors }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  const setField = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const fieldProps = fieldPropsOf(values, errors, setField);
  return (
    <form>
      <TextField {...fieldProps("email")} label="Email" />
      <Checkbox {...fieldProps("agreeToPolicy")}>I agree</Checkbox>
      <input type="hidden" {...fieldProps("campaign")} />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe("fieldPropsOf", () => {
  it("wires a text field: its name, its value, and typing into the form's state", () => {
    render(<Form />);
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(email.name).toBe("email");
    fireEvent.change(email, { target: { value: "ama@example.com" } });
    expect(email.value).toBe("ama@example.com");
    expect(JSON.parse(screen.getByRole("status").textContent!)).toMatchObject({
      email: "ama@example.com",
    });
  });

  it("wires a checkbox by `checked`, so ticking it stores true, not its value", () => {
    render(<Form />);
    const box = screen.getByLabelText("I agree") as HTMLInputElement;
    expect(box.name).toBe("agreeToPolicy");
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(JSON.parse(screen.getByRole("status").textContent!).agreeToPolicy).toBe(true);
  });

  it("shows a field's error on it, and an edit clears it", () => {
    render(<Form errors={{ email: "Email is invalid" }} />);
    const email = screen.getByLabelText(/Email/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Email is invalid",
    );
    fireEvent.change(email, { target: { value: "ama@example.com" } });
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("wires a hidden field the same, so the form posts it without JavaScript too", () => {
    const { container } = render(<Form />);
    const hidden = container.querySelector('input[type="hidden"]') as HTMLInputElement;
    expect(hidden.name).toBe("campaign");
    expect(hidden.value).toBe("spring");
  });
});
