// The dashboard's Overview: its charts load with it alone, never with the storefront or the other dashboard pages.
export * from './lib/overview/overview-page';
