// /policy, loaded on demand.
export { PolicyPage as Component } from '@nidra/web/feature-pages';
