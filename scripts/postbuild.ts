export {};

// Build-time artwork (favicons, manifest, share image) goes into the client build.
await import("./generate-assets.ts");
