import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { afterNextPaint } from "#app/lib/after-paint.ts";
import { notify, warmToasts, warmToastsWhenIdle } from "#app/lib/notify.ts";
import { formMessages } from "#app/lib/forms/messages.ts";
import { validate, type FieldErrors } from "#app/lib/forms/schemas.ts";
import { fieldPropsOf } from "#app/lib/forms/field-props.ts";
import { useLeadSender } from "#app/lib/forms/send-lead.ts";
import { valuesTypedEarly } from "#app/lib/forms/typed-early.ts";
import type * as z from "zod/mini";

/** What a route action returns to a form posted without JavaScript. */
export type FormActionData<V> =
  | { ok: true; message: string }
  | {
      ok: false;
      errors: FieldErrors;
      values: Partial<V>;
      message?: string;
      /** Signed by the server: posting the form again with it passes the spam checks. */
      formToken?: string;
      /** The message is information (send the form once more), not an error. */
      notice?: boolean;
    };

interface Options<V extends Record<string, string | boolean>> {
  schema: z.ZodMiniType;
  /** Sent to /api/<kind>; its form token is for this form only. */
  kind: "contact" | "demo";
  initialValues: V;
  /** Field order decides which invalid field receives focus first. */
  fieldOrder: (keyof V & string)[];
  /** The values as the JSON API takes them (the demo form nests them in `formData`). */
  toPayload: (values: V) => Record<string, unknown>;
  invalidToast: string;
  successToast: string;
  actionData?: FormActionData<V>;
}

/**
 * Shared behaviour of the contact and demo forms (docs/requirements.md §4, §8): validate before sending,
 * inline errors linked to their fields, focus on the first invalid one, one request at a
 * time, success only after the server stored the submission, typed values kept on failure.
 */
export function useLeadForm<V extends Record<string, string | boolean>>(options: Options<V>) {
  const { actionData } = options;
  const [values, setValues] = useState<V>(() =>
    actionData && !actionData.ok
      ? { ...options.initialValues, ...actionData.values }
      : options.initialValues,
  );
  const [errors, setErrors] = useState<FieldErrors>(() =>
    actionData && !actionData.ok ? actionData.errors : {},
  );
  const [pending, setPending] = useState(false);
  // Sent: the confirmation stands where the form was (the form stays mounted, hidden, so
  // its token and listeners survive "Send another").
  const [sent, setSent] = useState(() => Boolean(actionData?.ok));
  const startedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const formToken = actionData && !actionData.ok ? actionData.formToken : undefined;
  const send = useLeadSender(formRef, options.kind, formToken);

  // Runs once, on the state the page was hydrated with; later renders own the fields.
  useLayoutEffect(() => {
    const typed = formRef.current && valuesTypedEarly(formRef.current, values);
    // The minimum fill time (a spam check) counts from when the visitor could first type:
    // page arrival if they typed before the scripts came, else now. Counting from hydration
    // would drop a message typed early and sent the moment the page came alive.
    startedAt.current = typed ? Math.floor(performance.timeOrigin) : Date.now();
    if (typed) setValues((v) => ({ ...v, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The toast code and its stylesheet load before the first submit needs them, not inside it.
  useEffect(() => {
    const form = formRef.current;
    const warm = () => afterNextPaint(() => void warmToasts());
    form?.addEventListener("focusin", warm, { once: true });
    const cancel = warmToastsWhenIdle();
    return () => {
      form?.removeEventListener("focusin", warm);
      cancel();
    };
  }, []);

  function setField<K extends keyof V>(name: K, value: V[K]) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name as string];
      return next;
    });
  }

  // Focus moves once the errors are on screen: focusing earlier lays the page out twice in
  // one tap, before and after the errors render, and focusing in the same frame put the
  // forced layout and the scroll up to the field inside the tap (16 ms of a 4× submit at
  // 390). The field is focused, and scrolled to, in the frame after.
  const focusAfterRender = useRef<FieldErrors | null>(null);
  useLayoutEffect(() => {
    const found = focusAfterRender.current;
    focusAfterRender.current = null;
    const first = found && options.fieldOrder.find((f) => found[f]);
    if (!first) return;
    const el = formRef.current?.elements.namedItem(first);
    if (el instanceof HTMLElement) return afterNextPaint(() => el.focus());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  // Focus follows what the visitor sees: the confirmation once it shows, the first field
  // once the form is back; in the frame after the render, as for the fields above.
  const focusAfterSent = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterSent.current) return;
    focusAfterSent.current = false;
    const target = sent
      ? confirmationRef.current
      : formRef.current?.elements.namedItem(options.fieldOrder[0]!);
    if (target instanceof HTMLElement) return afterNextPaint(() => target.focus());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  function sendAnother() {
    focusAfterSent.current = true;
    setSent(false);
  }

  function showInvalid(found: FieldErrors) {
    focusAfterRender.current = found;
    setErrors({ ...found });
    notify("error", options.invalidToast);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validate(options.schema, values);
    if (!checked.ok) return showInvalid(checked.errors);

    setPending(true);
    const result = await send({
      ...options.toPayload(values),
      startedAt: startedAt.current,
      // The page the lead came from, as the no-JavaScript action records from its URL.
      source: window.location.pathname,
    });
    setPending(false);

    if (result.ok) {
      notify("success", options.successToast);
      setValues(options.initialValues);
      setErrors({});
      focusAfterSent.current = true;
      setSent(true);
      startedAt.current = Date.now();
      return;
    }
    if (result.status === 400 && Object.keys(result.errors).length > 0) {
      return showInvalid(result.errors);
    }
    const message =
      result.status === 429
        ? formMessages.rateLimited
        : result.status === 403
          ? formMessages.blocked
          : formMessages.sendFailedToast;
    notify("error", message);
  }

  return {
    values,
    setField,
    /** `<TextField {...fieldProps("email")} … />`: see app/lib/forms/field-props.ts. */
    fieldProps: fieldPropsOf(values, errors, setField),
    errors,
    pending,
    onSubmit,
    formRef,
    formToken,
    sent,
    sendAnother,
    confirmationRef,
    actionData,
  };
}
