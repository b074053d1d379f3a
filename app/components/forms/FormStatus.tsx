import { CheckCircle2 } from "lucide-react";

/** Result banner for forms posted without JavaScript (with JavaScript, toasts say it). */
export function FormStatus({ message, ok }: { message?: string; ok: boolean }) {
  if (!message) return null;
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`mb-6 flex items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium ${
        ok ? "bg-brand-50 text-brand-800" : "bg-red-50 text-red-800"
      }`}
    >
      {ok && <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />}
      {message}
    </div>
  );
}
