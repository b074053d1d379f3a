// Build-time artwork (favicons, share image) is generated here after the app build.
import "./generate-assets.ts";
