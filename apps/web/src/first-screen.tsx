import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createPath, Route, Router, Routes, type Navigator } from 'react-router-dom';
import { PRODUCTS_PER_PAGE, type ProductDto, type ProductListRequest } from '@nidra/shared/contracts';
import { api, createAppStore } from '@nidra/web/data-access';
import { EAGER_CARDS, ShopPage } from '@nidra/web/feature-catalog';
import { AppRoutes } from './app/router';

/** Links written as the hash router writes them ("#/shop"), so they work before the app has loaded. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The home page as a shopper who is not signed in first sees it, rendered at build time into index.html:
 * the browser paints it as soon as the HTML and its style sheets arrive, before any script has run. The
 * app then renders the same screen over it (for that shopper, the same markup).
 */
export function renderFirstScreen(): string {
  // No stored token or bag: the screen of a first visit.
  const store = createAppStore(undefined);
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <Router location="/" navigator={hashLinks} static>
          <AppRoutes />
        </Router>
      </Provider>
    </StrictMode>,
  );
}

/** What index.html's inline script needs to know of the shop to draw its first screen as the app does. */
export const EARLY_PAGE_CONSTANTS = { PRODUCTS_PER_PAGE, EAGER_CARDS };

/**
 * The shop page of a brand with one product, a page's worth in all, rendered by the app at build time: the
 * template index.html's inline script fills in to draw a shop page before the app has loaded (every part a
 * shop page can show is in it: filters, title, card, pages, the link to all brands). As the browser holds
 * the app's own rendering: without the server renderer's markers between adjacent texts, its preload link
 * for the card's picture, or the attribute marking the chosen sort (the app sets the select's value).
 */
export function renderShopTemplate(): string {
  const store = createAppStore(undefined);
  const request: ProductListRequest = { category: 'all', brand: 'brand', order: 0, rating: 0, pageNumber: 1 };
  const product = {
    _id: 'product',
    slug: 'product',
    name: 'Product',
    price: 0,
    fromPrice: 0,
    fromPriceWithTax: 0,
    imageUrl: '/product-1200.webp',
    brand: { name: 'Brand', slug: 'brand' },
  } as ProductDto;
  // The shop page's own query (feature-catalog injects it by this name), answered.
  const answer = { products: [product], page: 1, pages: 1, totalProducts: PRODUCTS_PER_PAGE };
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'listProducts', arg: request, value: answer }] as never));
  return renderToString(
    <Provider store={store}>
      <Router location="/shop/brand/brand" navigator={hashLinks} static>
        <Routes>
          <Route path="/shop/brand/:brand" element={<ShopPage />} />
        </Routes>
      </Router>
    </Provider>,
  )
    .replace(/<!--.*?-->/g, '')
    .replace(/^<link [^>]*>/, '')
    .replace(' selected=""', '');
}
