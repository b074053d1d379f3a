import { ToastContainer } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";
import "./Toaster.css";
import { useContent } from "#app/content/use-content.ts";

/** docs/requirements.md §2.17: top-right, 5000 ms, closable, pause on hover, progress bar, Alt+T. */
export default function Toaster() {
  const { words } = useContent("navigation");
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      closeOnClick={false}
      newestOnTop
      aria-label={words.notifications}
      hotKeys={(e) => e.altKey && e.code === "KeyT"}
    />
  );
}
