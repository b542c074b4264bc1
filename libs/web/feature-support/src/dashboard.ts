// The support chat and its styles: imported only by the lazily loaded dashboard.
import './lib/support-dashboard.css';
export * from './lib/support-page';
