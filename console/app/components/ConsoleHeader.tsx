import { Form, NavLink } from "react-router";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/config/site.ts";
import { Button } from "./Button.tsx";

interface Props {
  account: { email: string; roles: readonly string[] } | null;
  nav: { to: string; label: string }[];
}

/** The console's header: the brand, who is signed in, and the screens their role may open. */
export function ConsoleHeader({ account, nav }: Props) {
  return (
    <header className="bg-ink-900 text-white">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4">
        <a href="/staff" className="text-lg font-bold tracking-tight">
          {site.name} <span className="font-medium text-gold-300">Staff</span>
        </a>
        {account ? (
          <Form
            method="post"
            action="/sign-out"
            reloadDocument
            className="flex flex-wrap items-center gap-3 text-sm"
          >
            <span className="text-white/85">
              {account.email} · <span className="capitalize">{account.roles.join(", ")}</span>
            </span>
            <Button type="submit" variant="outlineOnDark" size="small">
              Sign out
            </Button>
          </Form>
        ) : null}
      </Container>
      {nav.length > 0 ? (
        <nav aria-label="Console" className="border-t border-white/10">
          <Container>
            <ul className="-mb-px flex flex-wrap gap-x-1 text-sm font-semibold">
              {nav.map((item) => (
                <li key={item.to}>
                  {/* Whole page loads: the console's screens share no client state. */}
                  <NavLink
                    to={item.to}
                    reloadDocument
                    className="inline-flex min-h-11 items-center border-b-3 border-transparent px-3 whitespace-nowrap text-white/80 hover:text-white aria-[current=page]:border-gold-400 aria-[current=page]:text-white"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Container>
        </nav>
      ) : null}
    </header>
  );
}
