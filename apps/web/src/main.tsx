// Sheets cascade in import order: ui's tokens and components, the page shell's base and layout, then
// each feature's own sheet as its code is imported (a dashboard screen's with the dashboard).
import '@nidra/web/ui';
import './styles/base.css';
import './styles/layout.css';

// The page in the HTML is painted first; the app's code (fetched beside it) runs right after. A page opened
// in the background paints nothing, and starts at once.
const start = () => {
  void import('./app/start').then((app) => app.start(document.getElementById('root') as HTMLElement));
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
