// Shared browser-test helpers: Chromium, a static server, axe-core and screenshots.
export { type AxeViolation, seriousAxeViolations } from './axe.ts';
export { type BrowserSession, browserSession } from './browser-session.ts';
export { type BuiltSite, builtSite, withTheme } from './built-site.ts';
export { freshPage } from './fresh-page.ts';
export { CHROMIUM_PATH, hasChromium, launchBrowser } from './launch-browser.ts';
export { type FixtureSite, renderFixtureSite } from './render-fixture-site.ts';
export { SCREENSHOT_DIR, screenshot } from './screenshot.ts';
export { searchTitles } from './search-titles.ts';
export { type StaticServer, serveStatic } from './serve-static.ts';
