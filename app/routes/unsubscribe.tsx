import { PageHero } from "../components/ui/PageHero";

export const meta = () => [{ title: "Newsletter" }, { name: "robots", content: "noindex" }];

export default function Unsubscribe() {
  return <PageHero title="Newsletter" intro="This link is not valid." />;
}
