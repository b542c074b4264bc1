// Sheets cascade in import order: ui's tokens and components, the page shell's base and layout, then
// each feature's own sheet as its code is imported (a dashboard screen's with the dashboard).
import '@nidra/web/ui';
import './styles/base.css';
import './styles/layout.css';
import { loaded, reloadWhenCodeFails } from '@nidra/web/util';

// The page in the HTML is painted first, and only then is the app's code run and, for home, asked for: on a
// slow link the first screen's text and pictures do not share it with the scripts. A shop or product page
// the inline script draws (head-start.js) asks for them once that page is on screen. A page opened in the
// background paints nothing, and starts at once.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void loaded(import('./app/start')).then((app) => app.start(document.getElementById('root') as HTMLElement));
};
reloadWhenCodeFails();
const drawn = globalThis.nidraHeadStart?.painted;
if (document.visibilityState !== 'visible') {
  start();
} else {
  // Hidden before it painted (nothing is painted until it is shown again), or painting nothing at all.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
  if (drawn) {
    drawn.then(start, start);
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}
