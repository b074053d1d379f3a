import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

// `npm start` on a fresh clone builds once; later starts reuse the build.
if (!existsSync("build/server/index.js")) {
  console.log("No production build yet: building once (about a minute)…");
  execSync("npm run build", { stdio: "inherit" });
}
