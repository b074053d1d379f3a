import type { Route } from "./+types/verify";
import { site } from "../../../app/config/site";
import { Card } from "../components/Card";
import { PasskeyButton } from "../components/PasskeyButton";
import { authorize } from "../lib/access.server";

export const meta = () => [{ title: `Confirm it is you · ${site.name} staff` }];

/** Only a console path is a place to return to: never another site (an open redirect). */
function safeNext(raw: string | null): string {
  return raw && /^\/staff(\/[\w\-/?=&%.]*)?$/.test(raw) ? raw : "/staff";
}

/** GET /staff/verify?next=…: a fresh passkey assertion before a sensitive action. */
export function loader(args: Route.LoaderArgs) {
  authorize(args);
  return { next: safeNext(new URL(args.request.url).searchParams.get("next")) };
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  return (
    <Card title="Confirm it is you" narrow>
      <p>
        Exports, erasures and changes to staff accounts need a passkey check from the last five
        minutes. Confirm with your passkey, then repeat what you were doing.
      </p>
      <PasskeyButton ceremony={{ kind: "verify" }} next={loaderData.next}>
        Confirm with my passkey
      </PasskeyButton>
    </Card>
  );
}
