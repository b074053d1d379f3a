import {
  ArrowLeft,
  BadgeCheck,
  CalendarCheck,
  CalendarClock,
  Clock,
  Users,
  Video,
} from "lucide-react";
import { Link } from "react-router";
import { GlanceHero } from "../components/contact/GlanceHero.tsx";
import { DemoForm } from "../components/forms/DemoForm.tsx";
import { buttonBase, buttonClasses } from "../components/ui/ButtonLink.tsx";
import { CheckList } from "../components/lists/CheckList.tsx";
import { Container } from "../components/ui/Container.tsx";
import { NumberedList } from "../components/lists/NumberedList.tsx";
import { templatedContent } from "../content/templated-content.server.ts";
import { useContent } from "../content/use-content.ts";
import { metaAtLocation } from "../lib/meta.ts";
import type { Route } from "./+types/demo-page";

export { demoAction as action } from "../lib/forms/route-actions.server.ts";

export const loader = (args: Route.LoaderArgs) =>
  templatedContent(args, "demo", { demoPage: "main" });

// A 404 from the loader: the root's error boundary shows the not-found page and its title.
export const meta: Route.MetaFunction = (args) => (args.loaderData ? metaAtLocation(args) : []);

const FORM_ID = "request-demo";

export default function DemoPage({ loaderData }: Route.ComponentProps) {
  const entry = useContent("demo", loaderData.path);
  const common = useContent("demoPage");
  return (
    <>
      <GlanceHero
        eyebrow={entry.eyebrow}
        title={entry.title}
        intro={<p>{entry.intro}</p>}
        glance={{
          title: common.glanceTitle,
          rows: [
            { icon: Clock, label: common.glance.duration, value: entry.duration },
            { icon: Video, label: common.glance.format, value: entry.format },
            { icon: BadgeCheck, label: common.glance.cost, value: common.glance.costValue },
            {
              icon: CalendarClock,
              label: common.glance.scheduling,
              value: common.glance.schedulingValue,
            },
          ],
        }}
        jump={{
          targetId: FORM_ID,
          label: (
            <>
              <CalendarCheck aria-hidden="true" className="size-4" />
              {common.formButton}
            </>
          ),
        }}
        moreActions={
          <Link
            to={entry.productPage.to}
            className={`${buttonBase} ${buttonClasses.outlineOnDark}`}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {`${common.backTo.before}${entry.productPage.label}${common.backTo.after}`}
          </Link>
        }
      />

      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <section aria-labelledby="what-to-expect">
          <h2
            id="what-to-expect"
            className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl"
          >
            {common.expectHeading}
          </h2>
          {/* On large screens the hero's card already says these (its aside shows from lg). */}
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:hidden">
            <div className="rounded-2xl bg-surface p-5 ring-1 ring-line">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
                <Clock aria-hidden="true" className="size-4 text-brand-700" />{" "}
                {common.glance.duration}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-ink-900">{entry.duration}</dd>
            </div>
            <div className="rounded-2xl bg-surface p-5 ring-1 ring-line">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
                <Video aria-hidden="true" className="size-4 text-brand-700" />{" "}
                {common.glance.format}
              </dt>
              <dd className="mt-1 font-semibold text-ink-900">{entry.format}</dd>
            </div>
          </dl>

          <h3 className="mt-10 text-xl font-semibold text-ink-900">{common.agendaHeading}</h3>
          <NumberedList
            className="mt-5"
            items={entry.agenda.map((item) => ({ title: item.title, body: item.detail }))}
          />

          <div className="mt-10">
            <CheckList icon={Users} heading={common.audienceHeading} items={entry.audience} />
          </div>
        </section>

        <section
          id={FORM_ID}
          tabIndex={-1}
          aria-labelledby="request-demo-heading"
          className="self-start rounded-3xl bg-white p-6 shadow-lg ring-1 shadow-ink-900/5 ring-line focus:outline-none sm:p-10"
        >
          <h2
            id="request-demo-heading"
            className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
          >
            {common.formHeading}
          </h2>
          <p className="mt-3 leading-7 text-ink-600">{common.formIntro}</p>
          <div className="mt-8">
            <DemoForm product={entry.product} />
          </div>
          <p className="mt-6 border-t border-line pt-5 text-sm text-ink-600">
            {common.noCommitment}
          </p>
          <div className="mt-8 rounded-2xl bg-surface p-6 ring-1 ring-line">
            <CheckList icon={CalendarCheck} heading={common.nextHeading} items={common.next} />
          </div>
        </section>
      </Container>
    </>
  );
}
