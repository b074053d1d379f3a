import type { FormEvent, ReactNode, RefObject } from "react";
import { SubmitButton } from "./FormField.tsx";
import { FormConfirmation, type ConfirmationCopy } from "./FormConfirmation.tsx";
import { FormStatus } from "./FormStatus.tsx";
import { Honeypot } from "./Honeypot.tsx";
import type { FormActionData } from "./useLeadForm.ts";

interface Props {
  /** What useLeadForm returns. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    confirmationRef: RefObject<HTMLDivElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    sent: boolean;
    sendAnother: () => void;
    pending: boolean;
    formToken: string | undefined;
    actionData: FormActionData<unknown> | undefined;
  };
  copy: { sent: ConfirmationCopy; submit: string; pending: string };
  /** The form's own fields. */
  children: ReactNode;
}

/**
 * What the contact and demo forms share around their fields: the confirmation that takes
 * the form's place once it is sent, the form posting to its page (its action, without
 * JavaScript), the banner answering such a post, the honeypot with the server's token,
 * and the submit button.
 */
export function LeadFormFrame({ form, copy, children }: Props) {
  const { formRef, confirmationRef, onSubmit, sent, sendAnother, pending, formToken, actionData } =
    form;
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
        {children}
        <div className="mt-4">
          <SubmitButton pending={pending} label={copy.submit} pendingLabel={copy.pending} />
        </div>
      </form>
    </>
  );
}
