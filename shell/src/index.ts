import { startEarlyRequests } from './federation/early-requests.ts';
import { startEarlyRemote } from './federation/early-remote.ts';
import { startEarlyTexts } from './i18n/early-texts.ts';
import { rememberBrowser } from './app/time-zone-cookie.ts';

// The page runs under a CSP without 'unsafe-eval': zod would probe `new Function` on its first parse,
// which the browser reports as a violation. Every app's zod copy reads this one global config (zod's
// `z.config({ jitless: true })` writes the same object), set here before any app's code runs.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// The next full load may be rendered on the server as this browser draws it (its time zone, its window class): said
// once this page's first screen is up.
rememberBrowser();

// The first screen's data starts now, while the code loads.
startEarlyRequests();

function boot(): void {
  // Async boundary: shared singletons are negotiated before any module that uses them runs.
  void import('./bootstrap');
  // The URL's remote loads beside the shell's chunks (after the import above has started the shell's shared modules).
  startEarlyRemote();
  // So do the texts of the language the first screen shows (a chunk without shared modules).
  startEarlyTexts();
}

// A page the server rendered is painted first (its data is in it), then the code that hydrates it runs: the frame's
// callback comes before its paint, the timer after it. The server's held preload hints are released the same way, by a
// callback registered during the parse, so just before this one (server boot-html.ts). A client boot starts at once.
if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(boot, 0));
else boot();
