// Loaded on demand: the Overview's charts come with it alone.
export { OverviewPage as default } from '@nidra/web/feature-ordering/overview';
