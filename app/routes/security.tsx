import { Link } from "react-router";
import {
  Activity,
  BadgeCheck,
  Bug,
  CreditCard,
  KeyRound,
  Landmark,
  LifeBuoy,
  Lock,
  Mail,
  ShieldCheck,
  Smartphone,
  UserCheck,
} from "lucide-react";
import { DISCLOSURE_ID } from "../content/anchors.ts";
import { contentFor } from "../content/page-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { EmailLink } from "../components/contact/ContactChannels.tsx";
import { GlanceHero } from "../components/contact/GlanceHero.tsx";
import { buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { IconTitledCard } from "../components/lists/IconTitledCard.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { fillSlots } from "../lib/fill-slots.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/security";

export const loader = (args: Route.LoaderArgs) => contentFor(args, { security: "main" });

export const meta: Route.MetaFunction = metaAtLocation;

const practiceIcons = [Lock, CreditCard, Smartphone, UserCheck, Activity, LifeBuoy];
const subheading = "text-xl font-semibold text-ink-900";
const card = "rounded-2xl bg-white p-6 ring-1 ring-line";

export default function Security() {
  const copy = useContent("security");
  const site = useContent("siteFacts");
  const reportHref = `mailto:${site.emails.security}?subject=${encodeURIComponent(copy.reportSubject)}`;
  return (
    <>
      <GlanceHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro}</p>}
        glance={{
          title: copy.glanceTitle,
          rows: [
            { icon: Landmark, label: copy.glance.licence, value: copy.glance.licenceValue },
            { icon: CreditCard, label: copy.glance.cards, value: copy.glance.cardsValue },
            { icon: ShieldCheck, label: copy.glance.isms, value: copy.glance.ismsValue },
            { icon: Bug, label: copy.glance.report, value: site.emails.security },
          ],
        }}
        jump={{ targetId: DISCLOSURE_ID, label: copy.disclosureButton, updateUrl: true }}
      />

      <section aria-labelledby="standards" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="standards"
            title={copy.standardsHeading}
            intro={copy.standardsIntro}
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {copy.standards.map((s) => (
              <IconTitledCard key={s.title} icon={BadgeCheck} title={s.title} body={s.body} />
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="practices" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="practices" title={copy.practicesHeading} />
          <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {copy.practices.map((p, i) => {
              const Icon = practiceIcons[i] ?? Lock;
              return (
                <li key={p.title}>
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-ink-900">{p.title}</h3>
                  <p className="mt-2 leading-7 text-ink-600">{p.body}</p>
                </li>
              );
            })}
          </ul>
          <p className="mt-12 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-brand-50 p-5 leading-7 text-ink-700 ring-1 ring-brand-100">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {copy.scamsNote}{" "}
            <Link
              to="/official-channels"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {copy.scamsLink}
            </Link>
          </p>
        </Container>
      </section>

      <section aria-labelledby="personal-data" className="bg-surface py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
          <div>
            <SectionHeading id="personal-data" title={copy.privacyHeading} />
            <p className="mt-4 max-w-3xl text-lg leading-8 text-ink-600">{copy.privacyBody}</p>
            <p className="mt-6">
              <Link
                to="/terms-and-conditions#privacy-policy"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {copy.privacyPolicyLink}
              </Link>
            </p>
          </div>
          <div className={`${card} self-start p-7`}>
            <h3 className={`flex items-center gap-3 ${subheading}`}>
              <KeyRound aria-hidden="true" className="size-6 text-brand-700" />
              {copy.dpoHeading}
            </h3>
            <p className="mt-3 leading-7 text-ink-600">{copy.dpoBody}</p>
            <p className="mt-4 flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-ink-600" />
              <EmailLink email={site.compliance.dpo.email} />
            </p>
          </div>
        </Container>
      </section>

      <section
        id={DISCLOSURE_ID}
        tabIndex={-1}
        aria-labelledby="disclosure-heading"
        className="py-16 outline-none sm:py-24"
      >
        <Container>
          <SectionHeading
            id="disclosure-heading"
            title={copy.disclosureHeading}
            intro={copy.disclosureIntro}
          />

          <div className="mt-10 grid gap-5 md:grid-cols-2">
            {[
              { heading: copy.scopeHeading, items: copy.inScope },
              { heading: copy.outOfScopeHeading, items: copy.outOfScope },
            ].map((list) => (
              <div key={list.heading} className={card}>
                <h3 className={subheading}>{list.heading}</h3>
                <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-ink-700">
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>

          <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:gap-16">
            <div>
              <h3 className={subheading}>{copy.reportHeading}</h3>
              <ol className="mt-4 list-decimal space-y-3 pl-5 leading-7 text-ink-700">
                {copy.reportSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className="mt-6 flex flex-wrap items-center gap-4">
                <a href={reportHref} className={`${buttonBase} ${buttonClasses.primary}`}>
                  <Mail aria-hidden="true" className="size-4" /> {site.emails.security}
                </a>
                <a
                  href="/.well-known/security.txt"
                  className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {copy.securityTxtLink}
                </a>
              </p>
              <h3 className={`mt-10 ${subheading}`}>{copy.safeHarbourHeading}</h3>
              <p className="mt-3 leading-7 text-ink-700">{copy.safeHarbour}</p>
            </div>
            <div>
              <h3 className={subheading}>{copy.responseHeading}</h3>
              <ol className="mt-4 space-y-4">
                {copy.responseTimes.map((r) => (
                  <li key={r.when} className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
                    <p className="font-semibold text-brand-800">
                      {fillSlots(copy.responseWithin, { time: r.when })}
                    </p>
                    <p className="mt-1 leading-7 text-ink-700">{r.what}</p>
                  </li>
                ))}
              </ol>
              <p className="mt-6 text-sm leading-6 text-ink-600">{copy.noBounty}</p>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
