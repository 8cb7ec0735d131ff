// esbuild bundles the engines' CSV files as text (loader ".csv": "text" in build.mjs),
declare module "*.csv" {
  const text: string;
  export default text;
}

// main.ts imports app.css so that esbuild writes it next to app.js.
declare module "*.css";

// The message catalogs (Project Fluent), bundled as text (loader ".ftl": "text").
declare module "*.ftl" {
  const text: string;
  export default text;
}
