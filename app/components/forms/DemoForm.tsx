import { useActionData } from "react-router";
import { useContent } from "#app/content/use-content.ts";
import type { DemoProduct } from "#app/lib/forms/demo-products.ts";
import { formMessages } from "#app/lib/forms/messages.ts";
import { demoSchema } from "#app/lib/forms/schemas.ts";
import { TextField } from "./FormField.tsx";
import { IndustryCombobox } from "./IndustryCombobox.tsx";
import { LeadFormFrame } from "./LeadFormFrame.tsx";
import { useLeadForm, type FormActionData } from "./useLeadForm.ts";

const initialValues = { name: "", email: "", phone: "", company: "", jobTitle: "", industry: "" };
type DemoValues = typeof initialValues;
// Built once: a Zod schema takes milliseconds to build on a slow phone, and a form renders
// on every key and every submit.
const schema = demoSchema();

/** The demo request form of every demo page (docs/requirements.md §2.14, §5). */
export function DemoForm({ product }: { product: DemoProduct }) {
  const { demoCopy: copy, fieldWords } = useContent("forms");
  const form = useLeadForm<DemoValues>({
    schema,
    kind: "demo",
    initialValues,
    fieldOrder: ["name", "email", "phone", "company", "jobTitle", "industry"],
    toPayload: (formData) => ({ formData, product }),
    invalidToast: formMessages.demoInvalidToast,
    successToast: formMessages.demoSuccessToast,
    actionData: useActionData() as FormActionData<DemoValues> | undefined,
  });
  const { fieldProps, values, setField } = form;

  return (
    <LeadFormFrame form={form} copy={copy}>
      <input type="hidden" name="product" value={product} />
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField {...fieldProps("name")} label={copy.name} autoComplete="name" />
        <TextField {...fieldProps("email")} type="email" label={copy.email} autoComplete="email" />
        <TextField {...fieldProps("phone")} type="tel" label={copy.phone} autoComplete="tel" />
        <TextField
          {...fieldProps("company")}
          label={copy.company}
          optional={fieldWords.optional}
          autoComplete="organization"
        />
        <TextField
          {...fieldProps("jobTitle")}
          label={copy.jobTitle}
          optional={fieldWords.optional}
          autoComplete="organization-title"
        />
        {/* A picker, not a text field: it sets the value it chose, not an event's. */}
        <IndustryCombobox
          label={copy.industry}
          optional={fieldWords.optional}
          placeholder={copy.industryPlaceholder}
          noMatch={copy.noIndustryMatch}
          value={values.industry}
          onChange={(v) => setField("industry", v)}
        />
      </div>
    </LeadFormFrame>
  );
}
