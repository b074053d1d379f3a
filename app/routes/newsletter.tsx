import { useActionData } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { FormStatus } from "../components/forms/FormStatus.tsx";
import { NewsletterForm } from "../components/newsletter/NewsletterForm.tsx";
import { Container } from "../components/ui/Container.tsx";
import { PageHero } from "../components/ui/PageHero.tsx";
import type { FormActionData } from "../components/forms/useLeadForm.ts";
import { newsletterMeta } from "../components/newsletter/newsletter-meta.ts";
import { useContent } from "../content/use-content.ts";
import type { Route } from "./+types/newsletter";

export { newsletterAction as action } from "../lib/forms/route-actions.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  newsletterMeta(matches, { describe: true });

/** Where the newsletter forms post when JavaScript is off; also a plain sign-up page. */
export default function NewsletterPage() {
  const result = useActionData() as FormActionData<{ email: string; source: string }> | undefined;
  const copy = useContent("newsletter").newsletterCopy;
  return (
    <>
      <PageHero eyebrow={copy.blockEyebrow} title={copy.heading} intro={copy.intro} />
      <Container className="max-w-2xl py-16">
        {result?.ok ? (
          <div role="status" className="flex items-start gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-6 text-brand-600" />
            <div>
              <h2 className="text-2xl font-bold text-ink-900">{copy.thanksTitle}</h2>
              <p className="mt-2 text-ink-600">{copy.thanksBody}</p>
            </div>
          </div>
        ) : (
          <>
            <FormStatus result={result} />
            <NewsletterForm
              source={result?.values.source || "newsletter-page"}
              initialEmail={result?.values.email}
              formToken={result?.formToken}
            />
          </>
        )}
      </Container>
    </>
  );
}
