import { Link } from "react-router";
import { AtSign, Ban, Globe, Mail, Phone, ShieldAlert, Users } from "lucide-react";
import { DISCLOSURE_ID } from "../content/anchors.ts";
import { contentFor } from "../content/page-content.server.ts";
import type { PageMeta } from "../content/pages.ts";
import type { SiteFacts } from "../content/schemas/site-facts.ts";
import { useContent } from "../content/use-content.ts";
import { ChannelCard, EmailLink, PhoneLinks } from "../components/contact/ContactChannels.tsx";
import { GlanceHero } from "../components/contact/GlanceHero.tsx";
import { Verbatim } from "../components/contact/Verbatim.tsx";
import { JsonLd } from "../components/layout/StructuredData.tsx";
import { buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { Container } from "../components/ui/Container.tsx";
import { ExternalLink } from "../components/ui/ExternalLink.tsx";
import { IconTitledCard } from "../components/lists/IconTitledCard.tsx";
import { SectionHeading } from "../components/ui/SectionHeading.tsx";
import { metaAtLocation } from "../lib/meta.ts";
import { siteOrigin } from "../lib/site-url.ts";
import { contactPoints } from "../lib/structured-data.ts";
import type { Route } from "./+types/official-channels";

export const loader = (args: Route.LoaderArgs) => contentFor(args, { officialChannels: "main" });

export const meta: Route.MetaFunction = metaAtLocation;

const link = "font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";
const subheading = "text-2xl font-bold tracking-tight text-ink-900";

/**
 * /official-channels: the company's own contact points and accounts (schema.org
 * ContactPage about the Organization), so that search engines can tell them from copies. Here rather than in
 * lib/structured-data, which every page carries.
 */
function officialChannelsJsonLd(origin: string, page: PageMeta, site: SiteFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: page.title,
    description: page.description,
    url: origin + page.path,
    about: {
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      url: origin + "/",
      email: site.emails.support,
      contactPoint: contactPoints(site),
      sameAs: [
        site.docs.host,
        ...Object.values(site.externalProducts),
        ...site.social.map((s) => s.href),
      ],
    },
  };
}

export default function OfficialChannels() {
  const copy = useContent("officialChannels");
  const site = useContent("siteFacts");
  const page = useContent("pageMeta", "/official-channels");
  // The domain every address and site of ours ends in: the e-mail addresses' domain.
  const companyDomain = site.emails.info.split("@")[1]!;
  const reportMail = `mailto:${site.emails.support}?subject=${encodeURIComponent(copy.reportSubject)}`;
  return (
    <>
      <JsonLd data={officialChannelsJsonLd(siteOrigin(), page, site)} />
      <GlanceHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro}</p>}
        glance={{
          title: copy.glanceTitle,
          rows: [
            { icon: Globe, label: copy.glance.domain, value: companyDomain },
            { icon: Phone, label: copy.glance.support, value: site.phones.support.display },
            { icon: Mail, label: copy.glance.report, value: site.emails.support },
            { icon: Ban, label: copy.glance.never, value: copy.glance.neverValue },
          ],
        }}
        jump={{ targetId: copy.reportId, label: copy.reportButton, updateUrl: true }}
      />

      <section aria-labelledby="never-ask" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="never-ask" title={copy.neverHeading} intro={copy.neverIntro} />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {copy.never.map((item) => (
              <IconTitledCard
                key={item.title}
                icon={Ban}
                title={item.title}
                body={item.body}
                tone="warning"
              />
            ))}
          </ul>
          <p className="mt-6 max-w-3xl leading-7 text-ink-700">{copy.neverAlso}</p>
        </Container>
      </section>

      <section aria-labelledby="channels" className="bg-surface py-16 sm:py-20">
        <Container>
          <h2 id="channels" className="sr-only">
            {copy.title}
          </h2>
          <div className="grid gap-5 md:grid-cols-2">
            <ChannelCard icon={Globe} title={copy.websitesHeading}>
              <p>{copy.websitesIntro}</p>
              <ul className="mt-4 space-y-3">
                {copy.websites.map((w) => (
                  <li key={w.host}>
                    <span className="block text-sm text-ink-600">{w.label}</span>
                    <ExternalLink href={w.href} className={link}>
                      <Verbatim text={w.host} />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </ChannelCard>
            <ChannelCard icon={AtSign} title={copy.emailsHeading}>
              <p>{copy.emailsIntro}</p>
              <ul className="mt-4 space-y-3">
                {copy.emails.map((e) => (
                  <li key={e.email}>
                    <span className="block text-sm text-ink-600">{e.label}</span>
                    <EmailLink email={e.email} />
                  </li>
                ))}
              </ul>
            </ChannelCard>
            <ChannelCard icon={Phone} title={copy.phonesHeading}>
              <p className="mb-4">{copy.phonesIntro}</p>
              <PhoneLinks />
            </ChannelCard>
            <ChannelCard icon={Users} title={copy.socialHeading}>
              <p>{copy.socialIntro}</p>
              <ul className="mt-4 space-y-3">
                {site.social.map((s) => (
                  <li key={s.href}>
                    <span className="block text-sm text-ink-600">{s.name}</span>
                    <ExternalLink href={s.href} className={link}>
                      <Verbatim text={s.href.replace(/^https:\/\//, "")} />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </ChannelCard>
          </div>
        </Container>
      </section>

      <section
        id={copy.reportId}
        tabIndex={-1}
        aria-labelledby="report-heading"
        className="py-16 outline-none sm:py-24"
      >
        <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="recognise-heading" className={subheading}>
              {copy.recogniseHeading}
            </h2>
            <ul className="mt-4 space-y-3">
              {copy.recognise.map((sign) => (
                <li key={sign} className="flex gap-3 leading-7 text-ink-700">
                  <ShieldAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-500" />
                  {sign}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-brand-50 p-7 ring-1 ring-brand-100 sm:p-9">
            <h2 id="report-heading" className="text-2xl font-bold tracking-tight text-ink-900">
              {copy.reportHeading}
            </h2>
            <p className="mt-3 leading-7 text-ink-700">{copy.reportIntro}</p>
            <ol className="mt-5 list-decimal space-y-3 pl-5 leading-7 text-ink-700">
              {copy.reportSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-6 flex flex-wrap gap-3">
              <a
                href={`tel:${site.phones.support.tel}`}
                className={`${buttonBase} ${buttonClasses.primary}`}
              >
                <Phone aria-hidden="true" className="size-4" /> {copy.reportCall}
              </a>
              <a href={reportMail} className={`${buttonBase} ${buttonClasses.secondary}`}>
                <Mail aria-hidden="true" className="size-4" /> {copy.reportEmail}
              </a>
            </p>
            <p className="mt-6 text-sm">
              <Link to={`/security#${DISCLOSURE_ID}`} className={`${link} underline`}>
                {copy.securityLink}
              </Link>
            </p>
          </div>
        </Container>
      </section>
    </>
  );
}
