import { PAGE_MODULES_META } from '@ncr/shared/page-modules';
// The styles stay in the document's head as a stylesheet: only the scripts wait.
import './index.css';

// The first script a page runs (docs/decisions/0128). A server-rendered page is whole without
// JavaScript: its links and forms work and its pictures show. Its scripts (about 150 KB gzip)
// start downloading once the page has loaded, so that on a phone's connection the first photo and
// the styles do not share the bandwidth with code that only makes the page interactive. The
// server names the files in a meta tag, the app's start first: they are preloaded together, in
// one round trip, and the start is run. A page whose pictures stall is started after MOST_WAIT_MS.
const MOST_WAIT_MS = 2_000;

let started = false;
function start() {
  if (started) return;
  started = true;
  if (import.meta.env.DEV) {
    // The dev server serves index.html itself, with no tag: it compiles the start on request.
    void import('./entry-client');
    return;
  }
  // Without a crossorigin attribute both fetch with the same credentials ("same-origin"), so the
  // start's imports are found among the preloaded modules.
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content.split(' ') ?? [];
  for (const href of files.slice(1)) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  if (files[0]) document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: files[0] }));
}

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start, { once: true });
  setTimeout(start, MOST_WAIT_MS);
}
