import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { markSubscribedThisVisit, useSubscribedThisVisit } from "./subscribed-this-visit";

interface NewsletterContextValue {
  openNewsletter: () => void;
  /** Whether this visitor subscribed in this visit, in a block or the popup: all thank them. */
  subscribed: boolean;
  markSubscribed: () => void;
}

const NewsletterContext = createContext<NewsletterContextValue | null>(null);

type NewsletterDialogComponent = typeof import("./NewsletterDialog").default;

// The dialog code is fetched when the popup is first opened, or earlier when a link that
// opens it is pointed at or focused (preloadNewsletterDialog). Not React.lazy: a component
// that suspends is revealed up to 300 ms later (React throttles Suspense reveals), even
// when its code is already here; a component already loaded is rendered at once instead.
let loadedDialog: NewsletterDialogComponent | undefined;
const loadNewsletterDialog = () =>
  import("./NewsletterDialog").then((module) => (loadedDialog = module.default));

export function preloadNewsletterDialog(): void {
  // A failed preload is retried by the next open.
  loadNewsletterDialog().catch(() => undefined);
}

export function NewsletterProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<NewsletterDialogComponent | undefined>(undefined);
  const subscribed = useSubscribedThisVisit();

  const openNewsletter = useCallback(() => {
    setOpen(true);
    if (loadedDialog) setDialog(() => loadedDialog);
    // Offline on first use: no popup, as a link that cannot load does nothing either.
    else
      loadNewsletterDialog().then(
        (d) => setDialog(() => d),
        () => undefined,
      );
  }, []);
  const value = useMemo(
    () => ({ openNewsletter, subscribed, markSubscribed: markSubscribedThisVisit }),
    [openNewsletter, subscribed],
  );

  return (
    <NewsletterContext.Provider value={value}>
      {children}
      {Dialog && <Dialog open={open} onOpenChange={setOpen} />}
    </NewsletterContext.Provider>
  );
}

export function useNewsletter(): NewsletterContextValue {
  const value = useContext(NewsletterContext);
  if (!value) throw new Error("useNewsletter must be used inside NewsletterProvider");
  return value;
}
