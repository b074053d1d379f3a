import { useActionData } from "react-router";
import { demoCopy as copy } from "#app/content/forms.ts";
import type { DemoProduct } from "#app/lib/forms/demo-products.ts";
import { formMessages } from "#app/lib/forms/messages.ts";
import { demoSchema } from "#app/lib/forms/schemas.ts";
import { Honeypot, SubmitButton, TextField } from "./FormField.tsx";
import { FormConfirmation } from "./FormConfirmation.tsx";
import { FormStatus } from "./FormStatus.tsx";
import { IndustryCombobox } from "./IndustryCombobox.tsx";
import { useLeadForm, type FormActionData } from "./useLeadForm.ts";

const initialValues = { name: "", email: "", phone: "", company: "", jobTitle: "", industry: "" };
type DemoValues = typeof initialValues;
// Built once: a Zod schema takes milliseconds to build on a slow phone, and a form renders
// on every key and every submit.
const schema = demoSchema();

/** The demo request form of every demo page (docs/requirements.md §2.14, §5). */
export function DemoForm({ product }: { product: DemoProduct }) {
  const actionData = useActionData() as FormActionData<DemoValues> | undefined;
  const {
    values,
    errors,
    setField,
    pending,
    onSubmit,
    formRef,
    formToken,
    sent,
    sendAnother,
    confirmationRef,
  } = useLeadForm<DemoValues>({
    schema,
    endpoint: "/api/demo",
    initialValues,
    fieldOrder: ["name", "email", "phone", "company", "jobTitle", "industry"],
    toPayload: (formData, extra) => ({ formData, product, ...extra }),
    invalidToast: formMessages.demoInvalidToast,
    successToast: formMessages.demoSuccessToast,
    actionData,
  });

  return (
    <>
      <FormConfirmation
        sent={sent}
        copy={copy.sent}
        serverMessage={actionData?.ok ? actionData.message : undefined}
        onAgain={sendAnother}
        confirmationRef={confirmationRef}
      />
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        hidden={sent}
        className="relative"
      >
        <FormStatus result={actionData?.ok ? undefined : actionData} />
        <Honeypot formToken={formToken} />
        <input type="hidden" name="product" value={product} />
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <TextField
            name="name"
            label={copy.name}
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(e) => setField("name", e.target.value)}
          />
          <TextField
            name="email"
            type="email"
            label={copy.email}
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => setField("email", e.target.value)}
          />
          <TextField
            name="phone"
            type="tel"
            label={copy.phone}
            autoComplete="tel"
            value={values.phone}
            error={errors.phone}
            onChange={(e) => setField("phone", e.target.value)}
          />
          <TextField
            name="company"
            label={copy.company}
            optional
            autoComplete="organization"
            value={values.company}
            error={errors.company}
            onChange={(e) => setField("company", e.target.value)}
          />
          <TextField
            name="jobTitle"
            label={copy.jobTitle}
            optional
            autoComplete="organization-title"
            value={values.jobTitle}
            error={errors.jobTitle}
            onChange={(e) => setField("jobTitle", e.target.value)}
          />
          <IndustryCombobox
            label={copy.industry}
            placeholder={copy.industryPlaceholder}
            noMatch={copy.noIndustryMatch}
            value={values.industry}
            onChange={(v) => setField("industry", v)}
          />
        </div>
        <div className="mt-4">
          <SubmitButton pending={pending} label={copy.submit} pendingLabel={copy.pending} />
        </div>
      </form>
    </>
  );
}
