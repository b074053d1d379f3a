import type { ReactNode } from "react";
import { Container } from "../ui/Container.tsx";

interface Props {
  id: string;
  title: string;
  body: string;
  actions: ReactNode;
}

/** The closing call to action shared by listing, service and product pages. */
export function CtaBand({ id, title, body, actions }: Props) {
  return (
    <section aria-labelledby={id} className="py-20 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(36rem_20rem_at_100%_100%,rgba(23,165,122,0.55),transparent),radial-gradient(30rem_18rem_at_0%_0%,rgba(255,255,255,0.07),transparent)]"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                {title}
              </h2>
              <p className="mt-3 text-lg leading-8 text-white/85">{body}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>
          </div>
        </div>
      </Container>
    </section>
  );
}
