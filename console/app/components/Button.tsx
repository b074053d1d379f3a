import type { ButtonHTMLAttributes } from "react";
import { buttonBase, buttonClasses, type ButtonVariant } from "#app/components/ui/ButtonLink.tsx";

const variants: Record<ButtonVariant | "danger" | "dangerQuiet", string> = {
  ...buttonClasses,
  danger: "bg-red-700 text-white hover:bg-red-800 shadow-sm",
  // A destructive action repeated down a table: red words, not a column of red blocks.
  dangerQuiet: "bg-white text-red-700 ring-1 ring-inset ring-red-200 hover:bg-red-50",
};

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant | "danger" | "dangerQuiet";
  size?: "regular" | "small";
}

/** The site's button (ButtonLink's look) as a real <button>, for forms and ceremonies. */
export function Button({ variant = "primary", size = "regular", className = "", ...rest }: Props) {
  const sizing = size === "small" ? "min-h-10 px-4 py-1.5" : "";
  return (
    <button
      className={`${buttonBase} ${variants[variant]} ${sizing} cursor-pointer disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...rest}
    />
  );
}
