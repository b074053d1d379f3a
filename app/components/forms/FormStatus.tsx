import { CheckCircle2, Info } from "lucide-react";
import type { FormActionData } from "./useLeadForm.ts";

const tones = {
  success: { role: "status", className: "bg-brand-50 text-brand-800", Icon: CheckCircle2 },
  // "Send it once more" asks for one more press; it is no error, so it is not shown as one.
  notice: { role: "status", className: "border border-line bg-surface text-ink-800", Icon: Info },
  error: { role: "alert", className: "bg-red-50 text-red-800", Icon: undefined },
} as const;

/** Result banner for forms posted without JavaScript (with JavaScript, toasts say it). */
export function FormStatus({ result }: { result: FormActionData<unknown> | undefined }) {
  const message = result && (result.ok ? result.message : (result.errors.email ?? result.message));
  if (!result || !message) return null;
  const tone = tones[result.ok ? "success" : result.notice ? "notice" : "error"];
  return (
    <div
      role={tone.role}
      className={`mb-6 flex items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium ${tone.className}`}
    >
      {tone.Icon && <tone.Icon aria-hidden="true" className="size-5 shrink-0" />}
      {message}
    </div>
  );
}
