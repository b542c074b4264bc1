// Runs inline in index.html before anything is painted (the server allows it by its hash). A plain script:
// the app's code has not loaded yet. START_SCRIPTS is written in at build: the app start's scripts.
(() => {
  /** A link in the head, such as a preload. */
  const addLink = (properties) => document.head.appendChild(Object.assign(document.createElement('link'), properties));
  const hash = location.hash;
  // A link to any page but home: the home page in the HTML shows only its header and footer until the app
  // renders the page asked for.
  if (!/^(#\/?)?$/.test(hash)) {
    document.documentElement.classList.add('deep-link');
    // The app draws that page: its scripts are fetched at once, beside the page's data. Home, painted from
    // the HTML, asks for them once it is on screen (main.tsx), leaving the link to what it shows first.
    // At low priority, after the style sheets and the page's data: they are what the first paint waits for.
    for (const href of START_SCRIPTS) addLink({ rel: 'modulepreload', crossOrigin: '', fetchPriority: 'low', href });
  }

  // A shop or product page opened by a visitor not signed in: ask for its products now, beside the app's
  // scripts, and fetch the pictures shown first as soon as they are known. The app takes this answer for
  // its own first request of the same thing (libs/web/data-access, head-start.ts).
  try {
    if (localStorage.getItem('token')) {
      // Signed in: the painted header does not offer to sign in or up meanwhile.
      document.documentElement.classList.add('signed-in');
      return;
    }
  } catch {
    return;
  }
  const product = /^#\/product\/([^/?#]+)$/.exec(hash);
  const shop = /^#\/shop(?:\/(category|brand)\/([^/?#]+))?$/.exec(hash);
  let request;
  if (product) {
    request = {
      key: `GET /product/item/${product[1]}`,
      init: {},
      pictures: (answer) => answer.product.imageUrls.slice(0, 1),
    };
  } else if (shop) {
    // The body the shop page sends first: its filters as the address gives them, newest first, page 1.
    const body = JSON.stringify({
      category: shop[1] === 'category' ? decodeURIComponent(shop[2]) : 'all',
      brand: shop[1] === 'brand' ? decodeURIComponent(shop[2]) : 'all',
      order: 0,
      rating: 0,
      pageNumber: 1,
    });
    request = {
      key: `POST /product/list ${body}`,
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body },
      // The first cards' pictures, at the 400 px the cards show.
      pictures: (answer) =>
        answer.products.slice(0, 4).flatMap((card) => card.imageUrls.slice(0, 1).map((url) => url.replace(/-1200\.webp$/, '-400.webp'))),
    };
  } else {
    return;
  }
  const answer = fetch(`/api${request.key.split(' ')[1]}`, request.init)
    .then((response) => (response.ok ? response.json() : null))
    .then((found) => {
      for (const href of found ? request.pictures(found) : []) addLink({ rel: 'preload', as: 'image', href });
      return found;
    })
    .catch(() => null);
  window.nidraHeadStart = { key: request.key, answer };
})();
