import { Link, useActionData } from "react-router";
import { useContent } from "#app/content/use-content.ts";
import { formMessages } from "#app/lib/forms/messages.ts";
import { contactSchema } from "#app/lib/forms/schemas.ts";
import { Checkbox, TextArea, TextField } from "./FormField.tsx";
import { LeadFormFrame } from "./LeadFormFrame.tsx";
import { useLeadForm, type FormActionData } from "./useLeadForm.ts";

const initialValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
  agreeToPolicy: false,
};
type ContactValues = typeof initialValues;
// Built once: a Zod schema takes milliseconds to build on a slow phone, and a form renders
// on every key and every submit.
const schema = contactSchema();

/**
 * 'Send us a message' (docs/requirements.md §2.13, §5). Posts to /api/contact, or to the
 * page without JS (docs/lead-capture.md, "A contact message, step by step").
 */
export function ContactForm() {
  const { contactCopy: copy, fieldWords } = useContent("forms");
  const form = useLeadForm<ContactValues>({
    schema,
    kind: "contact",
    initialValues,
    fieldOrder: ["firstName", "lastName", "email", "phone", "message", "agreeToPolicy"],
    toPayload: (values) => values,
    invalidToast: formMessages.contactInvalidToast,
    successToast: formMessages.contactSuccessToast,
    actionData: useActionData() as FormActionData<ContactValues> | undefined,
  });
  const { fieldProps } = form;

  return (
    <LeadFormFrame form={form} copy={copy}>
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField {...fieldProps("firstName")} label={copy.firstName} autoComplete="given-name" />
        <TextField {...fieldProps("lastName")} label={copy.lastName} autoComplete="family-name" />
        <TextField {...fieldProps("email")} type="email" label={copy.email} autoComplete="email" />
        <TextField
          {...fieldProps("phone")}
          type="tel"
          label={copy.phone}
          optional={fieldWords.optional}
          autoComplete="tel"
        />
      </div>
      <TextArea {...fieldProps("message")} label={copy.message} rows={10} />
      <Checkbox {...fieldProps("agreeToPolicy")}>
        {copy.agreeBefore}{" "}
        <Link
          to="/terms-and-conditions#privacy-policy"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {copy.privacyPolicy}
        </Link>
        .
      </Checkbox>
    </LeadFormFrame>
  );
}
