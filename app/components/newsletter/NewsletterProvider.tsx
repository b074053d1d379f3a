import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";

interface NewsletterContextValue {
  openNewsletter: () => void;
  /** Whether this visitor already subscribed in this visit: the popup then shows the thanks. */
  subscribed: boolean;
  markSubscribed: () => void;
}

const NewsletterContext = createContext<NewsletterContextValue | null>(null);

// The dialog code is only fetched when the popup is first opened.
const NewsletterDialog = lazy(() => import("./NewsletterDialog"));

export function NewsletterProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [subscribed, setSubscribed] = useState(false);

  const openNewsletter = useCallback(() => {
    setEverOpened(true);
    setOpen(true);
  }, []);
  const markSubscribed = useCallback(() => setSubscribed(true), []);
  const value = useMemo(
    () => ({ openNewsletter, subscribed, markSubscribed }),
    [openNewsletter, subscribed, markSubscribed],
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
