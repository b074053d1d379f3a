import { Link } from "react-router";
import {
  Clock,
  Mail,
  MapPin,
  MessageCircleQuestion,
  MessageSquareReply,
  Phone,
} from "lucide-react";
import { hoursText } from "../content/hours.ts";
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
import { FaqAccordion } from "../components/help/FaqAccordion.tsx";
import { useArrivalNewsletter } from "../components/help/useArrivalNewsletter.ts";
import { NewsletterBlock } from "../components/newsletter/NewsletterBlock.tsx";
import { ButtonLink, buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { JsonLd } from "../components/layout/StructuredData.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import { faqPageJsonLd } from "../lib/structured-data.ts";
import type { Route } from "./+types/help-center";

export const loader = (args: Route.LoaderArgs) =>
  contentFor(args, { helpCenter: "main", faq: "main" });

export const meta: Route.MetaFunction = metaAtLocation;

const FAQ_ID = "faq";

export default function HelpCenter() {
  useArrivalNewsletter();
  const copy = useContent("helpCenter");
  const faqs = useContent("faq");
  const site = useContent("siteFacts");
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqs)} />
      <GlanceHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro}</p>}
        glance={{
          title: copy.glanceTitle,
          rows: [
            {
              icon: Clock,
              label: copy.glance.hours,
              value: hoursText(site.hours),
            },
            { icon: MessageSquareReply, label: copy.glance.reply, value: copy.glance.replyValue },
            { icon: Phone, label: copy.glance.phone, value: site.phones.support.display },
            { icon: Mail, label: copy.glance.email, value: site.emails.support },
          ],
        }}
        jump={{ targetId: FAQ_ID, label: copy.faqButton }}
        moreActions={
          <ButtonLink to="/contact-us" variant="outlineOnDark">
            {copy.contactButton}
          </ButtonLink>
        }
      />

      <section aria-labelledby="reach-us" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading id="reach-us" title={copy.reachHeading} intro={copy.reachIntro} />
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <ChannelCard icon={MapPin} title={copy.cards.visit.title}>
              <AddressLines regionLine={copy.cards.visit.regionLine} />
              <p className="mt-auto pt-4">
                <MapsLink label={copy.cards.visit.mapsLink} />
              </p>
            </ChannelCard>
            <ChannelCard icon={Phone} title={copy.cards.call.title}>
              <PhoneLinks />
            </ChannelCard>
            <ChannelCard icon={Mail} title={copy.cards.email.title}>
              <p>{copy.cards.email.body}</p>
              <p className="mt-3">
                <EmailLink email={site.emails.support} />
              </p>
            </ChannelCard>
            <ChannelCard icon={Clock} title={copy.cards.hours.title}>
              <p className="text-lg font-semibold text-ink-900">{copy.cards.hours.range}</p>
              <p className="font-medium text-ink-700">{copy.cards.hours.days}</p>
              <p className="mt-3 text-sm leading-6">{copy.cards.hours.body}</p>
            </ChannelCard>
          </div>
          <p className="mt-8 leading-7 text-ink-700">
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

      <section
        id={FAQ_ID}
        tabIndex={-1}
        aria-labelledby="faq-heading"
        className="py-16 focus:outline-none sm:py-24"
      >
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
          <div>
            <SectionHeading
              id="faq-heading"
              eyebrow={copy.faqEyebrow}
              title={copy.faqHeading}
              intro={copy.faqIntro}
            />
          </div>
          <FaqAccordion items={faqs} />
        </Container>
      </section>

      <section aria-labelledby="still-need-help" className="pb-4">
        <Container>
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex gap-5">
              <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 ring-1 ring-brand-100 sm:inline-flex">
                <MessageCircleQuestion aria-hidden="true" className="size-7" />
              </span>
              <div>
                <h2 id="still-need-help" className="text-2xl font-bold tracking-tight text-ink-900">
                  {copy.stillNeedHelp.heading}
                </h2>
                <p className="mt-2 max-w-2xl leading-7 text-ink-600">{copy.stillNeedHelp.body}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/contact-us">{copy.stillNeedHelp.primary}</ButtonLink>
              <a
                href={`mailto:${site.emails.support}`}
                className={`${buttonBase} ${buttonClasses.secondary}`}
              >
                {copy.stillNeedHelp.secondary}
              </a>
            </div>
          </div>
        </Container>
      </section>

      <NewsletterBlock source="help-center" />
    </>
  );
}
