import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { markSubscribedThisVisit, useSubscribedThisVisit } from "./subscribed-this-visit";

interface NewsletterContextValue {
  openNewsletter: () => void;
  /** Whether this visitor subscribed in this visit, in a block or the popup: all thank them. */
  subscribed: boolean;
  markSubscribed: () => void;
}

const NewsletterContext = createContext<NewsletterContextValue | null>(null);

// The dialog code is fetched when the popup is first opened, or earlier when a link that
// opens it is pointed at or focused (preloadNewsletterDialog).
const loadNewsletterDialog = () => import("./NewsletterDialog");
const NewsletterDialog = lazy(loadNewsletterDialog);

export function preloadNewsletterDialog(): void {
  void loadNewsletterDialog();
}

export function NewsletterProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const subscribed = useSubscribedThisVisit();

  const openNewsletter = useCallback(() => {
    setEverOpened(true);
    setOpen(true);
  }, []);
  const value = useMemo(
    () => ({ openNewsletter, subscribed, markSubscribed: markSubscribedThisVisit }),
    [openNewsletter, subscribed],
  );

  return (
    <NewsletterContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <NewsletterDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </NewsletterContext.Provider>
  );
}

export function useNewsletter(): NewsletterContextValue {
  const value = useContext(NewsletterContext);
  if (!value) throw new Error("useNewsletter must be used inside NewsletterProvider");
  return value;
}
