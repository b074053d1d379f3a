import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import {
  markSubscribedThisVisit,
  useSubscriptionThisVisit,
  type VisitSubscription,
} from "./subscribed-this-visit.ts";

/** docs/requirements.md §2.2/§9: the popup opens this long after a Help Center navigation. */
export const NEWSLETTER_POPUP_DELAY_MS = 100;

interface NewsletterContextValue {
  openNewsletter: () => void;
  /**
   * Opens the popup for one Help Center navigation (its `openNewsletter` state value): the
   * link and the page's arrival both ask, the first one opens it, so a popup the visitor
   * closed straight away is not opened a second time.
   */
  openNewsletterFor: (navigation: string) => void;
  /** This visit's sign-up, from a block, the popup or the confirmation page: all show it. */
  subscription: VisitSubscription;
  markSubscribed: () => void;
}

const NewsletterContext = createContext<NewsletterContextValue | null>(null);

type NewsletterDialogComponent = typeof import("./NewsletterDialog.tsx").default;

// The dialog code is fetched when the popup is first opened, or earlier when a link that
// opens it is pointed at or focused (preloadNewsletterDialog). Not React.lazy: a component
// that suspends is revealed up to 300 ms later (React throttles Suspense reveals), even
// when its code is already here; a component already loaded is rendered at once instead.
let loadedDialog: NewsletterDialogComponent | undefined;
const loadNewsletterDialog = () =>
  import("./NewsletterDialog.tsx").then((module) => (loadedDialog = module.default));

export function preloadNewsletterDialog(): void {
  // A failed preload is retried by the next open.
  loadNewsletterDialog().catch(() => undefined);
}

export function NewsletterProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [onArrival, setOnArrival] = useState(false);
  const [Dialog, setDialog] = useState<NewsletterDialogComponent | undefined>(undefined);
  const subscription = useSubscriptionThisVisit();
  const handled = useRef(new Set<string>());

  const show = useCallback((arrival: boolean) => {
    setOnArrival(arrival);
    setOpen(true);
    if (loadedDialog) setDialog(() => loadedDialog);
    // Offline on first use: no popup, as a link that cannot load does nothing either.
    else
      loadNewsletterDialog().then(
        (d) => setDialog(() => d),
        () => undefined,
      );
  }, []);
  const openNewsletter = useCallback(() => show(false), [show]);
  const openNewsletterFor = useCallback(
    (navigation: string) => {
      if (handled.current.has(navigation)) return;
      handled.current.add(navigation);
      show(true);
    },
    [show],
  );
  const value = useMemo(
    () => ({
      openNewsletter,
      openNewsletterFor,
      subscription,
      markSubscribed: markSubscribedThisVisit,
    }),
    [openNewsletter, openNewsletterFor, subscription],
  );

  return (
    <NewsletterContext.Provider value={value}>
      {children}
      {Dialog && <Dialog open={open} onOpenChange={setOpen} openedOnArrival={onArrival} />}
    </NewsletterContext.Provider>
  );
}

export function useNewsletter(): NewsletterContextValue {
  const value = useContext(NewsletterContext);
  if (!value) throw new Error("useNewsletter must be used inside NewsletterProvider");
  return value;
}
