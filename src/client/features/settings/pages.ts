// The screens the route table (src/client/routes.ts) loads on first visit. They stay out of index.ts, which other
// features import statically: an import() of index.ts makes the bundler put everything it re-exports in one chunk
// that those features then share, so opening one screen would download the others' pages.
export { SettingsPage } from "./settings-page";
