import { ToastContainer } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";

// Below the sticky header (and its 1 px border), so no header control is ever covered.
const belowHeader = { top: "calc(var(--spacing-header) + 1px + var(--toastify-toast-offset))" };

/** Spec §2.17: top-right, 5000 ms, closable, pause on hover, progress bar, Alt+T. */
export default function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      style={belowHeader}
      autoClose={5000}
      pauseOnHover
      closeOnClick={false}
      newestOnTop
      aria-label="Notifications Alt+T"
      hotKeys={(e) => e.altKey && e.code === "KeyT"}
    />
  );
}
