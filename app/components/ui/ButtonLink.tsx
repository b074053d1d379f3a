import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "./ExternalLink.tsx";

export type ButtonVariant = "primary" | "secondary" | "onDark" | "outlineOnDark";

export const buttonClasses: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "bg-white text-ink-900 ring-1 ring-inset ring-line hover:bg-surface",
  onDark: "bg-gold-400 text-ink-950 hover:bg-gold-300",
  outlineOnDark: "text-white ring-1 ring-inset ring-white/40 hover:bg-white/10",
};

export const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors";

interface Props {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  external?: boolean;
  className?: string;
}

/** A link styled as a button: internal routes use the router, external ones open a new tab. */
export function ButtonLink({ to, children, variant = "primary", external, className = "" }: Props) {
  const classes = `${buttonBase} ${buttonClasses[variant]} ${className}`;
  if (external) {
    return (
      <ExternalLink href={to} className={classes}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
