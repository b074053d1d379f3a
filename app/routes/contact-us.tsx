import {
  Building2,
  CheckCircle2,
  Clock,
  Mail,
  MapPin,
  MessageSquareReply,
  Phone,
} from "lucide-react";
import { CONTACT_FORM_ID } from "../content/anchors.ts";
import { businessHoursText, hoursText } from "../content/hours.ts";
import { contentFor } from "../content/page-content.server.ts";
import { useContent } from "../content/use-content.ts";
import {
  AddressLines,
  ChannelCard,
  EmailLink,
  MapsLink,
  PhoneLinks,
} from "../components/contact/ContactChannels.tsx";
import { GlanceHero } from "../components/contact/GlanceHero.tsx";
import { ContactForm } from "../components/forms/ContactForm.tsx";
import { buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/contact-us";

export { contactAction as action } from "../lib/forms/route-actions.server.ts";

export const loader = (args: Route.LoaderArgs) => contentFor(args, { contact: "main" });

export const meta: Route.MetaFunction = metaAtLocation;

export default function ContactUs() {
  const copy = useContent("contact");
  const site = useContent("siteFacts");
  return (
    <>
      <GlanceHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={
          <>
            <p>{copy.intro}</p>
            <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-base font-medium text-white ring-1 ring-white/15">
              <Clock aria-hidden="true" className="size-5 text-gold-300" />
              {businessHoursText(site.hours)}
            </p>
          </>
        }
        glance={{
          title: copy.glanceTitle,
          rows: [
            { icon: Building2, label: copy.glance.office, value: copy.glance.officeValue },
            {
              icon: Clock,
              label: copy.glance.hours,
              value: hoursText(site.hours),
            },
            { icon: MessageSquareReply, label: copy.glance.reply, value: copy.glance.replyValue },
            { icon: Phone, label: copy.glance.phone, value: site.phones.support.display },
          ],
        }}
        jump={{ targetId: CONTACT_FORM_ID, label: copy.scrollButton }}
        moreActions={
          <a
            href={`tel:${site.phones.office.tel}`}
            className={`${buttonBase} ${buttonClasses.outlineOnDark}`}
          >
            {copy.callButton}
          </a>
        }
      />

      <section aria-labelledby="contact-cards" className="bg-surface py-16 sm:py-20">
        <Container>
          <h2 id="contact-cards" className="sr-only">
            {copy.cardsHeading}
          </h2>
          <div className="grid gap-5 md:grid-cols-3">
            <ChannelCard icon={MapPin} title={copy.cards.visit.title}>
              <AddressLines regionLine={copy.cards.visit.regionLine} />
              <p className="mt-3 text-sm leading-6">{copy.cards.visit.body}</p>
              <p className="mt-auto pt-4">
                <MapsLink label={copy.cards.visit.mapsLink} />
              </p>
            </ChannelCard>
            <ChannelCard icon={Phone} title={copy.cards.call.title}>
              <p className="mb-4 text-sm leading-6">{copy.cards.call.body}</p>
              <PhoneLinks />
            </ChannelCard>
            <ChannelCard icon={Mail} title={copy.cards.email.title}>
              <p className="mb-4 text-sm leading-6">{copy.cards.email.body}</p>
              <ul className="space-y-2">
                <li>
                  <span className="block text-sm">{copy.cards.email.supportLabel}</span>
                  <EmailLink email={site.emails.support} />
                </li>
                <li>
                  <span className="block text-sm">{copy.cards.email.salesLabel}</span>
                  <EmailLink email={site.emails.sales} />
                </li>
              </ul>
            </ChannelCard>
          </div>
        </Container>
      </section>

      <section
        id={CONTACT_FORM_ID}
        tabIndex={-1}
        aria-labelledby="send-us-a-message-heading"
        className="py-16 focus:outline-none sm:py-24"
      >
        <Container className="grid gap-12 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {copy.form.eyebrow}
            </p>
            <h2
              id="send-us-a-message-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl"
            >
              {copy.form.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-600">{copy.form.intro}</p>
            <h3 className="mt-10 text-base font-semibold text-ink-900">
              {copy.form.nextStepsTitle}
            </h3>
            <ul className="mt-4 space-y-4">
              {copy.form.nextSteps.map((step) => (
                <li key={step} className="flex gap-3 leading-7 text-ink-600">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0 text-brand-600"
                  />
                  {step}
                </li>
              ))}
            </ul>
            <div className="mt-10 rounded-2xl bg-surface p-6 ring-1 ring-line">
              <p className="font-semibold text-ink-900">{copy.form.urgent}</p>
              <p className="mt-1 text-ink-600">
                {copy.form.urgentBody}{" "}
                <a
                  href={`tel:${site.phones.support.tel}`}
                  className="font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                >
                  {site.phones.support.display}
                </a>
              </p>
            </div>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 shadow-ink-900/5 ring-line sm:p-10">
            <ContactForm />
          </div>
        </Container>
      </section>
    </>
  );
}
