import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

// `npm start` on a fresh clone builds once; later starts reuse the build.
// Both builds: the site's and the staff console's (build/console).
if (!existsSync("build/server/index.js") || !existsSync("build/console/server/index.js")) {
  console.log("No production build yet: building once (about a minute)…");
  execSync("npm run build", { stdio: "inherit" });
}
