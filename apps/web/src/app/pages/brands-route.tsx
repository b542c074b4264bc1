// /brands, loaded on demand.
export { BrandsListPage as Component } from '@nidra/web/feature-catalog';
