import { deferModuleScriptsInBuild } from "./defer-scripts.ts";

const clientDir = "build/client";

// Build-time artwork (favicons, manifest, share image) goes into the client build.
await import("./generate-assets.ts");

const pages = deferModuleScriptsInBuild(clientDir);
console.log(`Deferred JavaScript until after the first paint on ${pages} prerendered pages`);
