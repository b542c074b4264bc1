// /contact, loaded on demand.
export { ContactPage as Component } from '@nidra/web/feature-support';
