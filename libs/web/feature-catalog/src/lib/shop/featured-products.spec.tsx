import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@nidra/web/data-access';
import { FeaturedProducts } from './featured-products';

const product = (n: number) => ({
  _id: `p${n}`,
  name: `Ortho ${n} inch Mattress`,
  slug: `ortho-${n}`,
  price: 1000 + n,
  fromPrice: (1000 + n) * 15,
  fromPriceWithTax: (1000 + n) * 15 * 1.18,
  imageUrl: null,
  brand: null,
});

const renderFeatured = () =>
  render(
    <Provider store={createAppStore(undefined)}>
      <MemoryRouter>
        <FeaturedProducts />
      </MemoryRouter>
    </Provider>,
  );

describe('FeaturedProducts', () => {
  it('shows the newest products in a carousel', async () => {
    globalThis.fetch = jest.fn(async () =>
      Response.json({ products: [product(6), product(8), product(10), product(12)], page: 1, pages: 1, totalProducts: 4 }),
    ) as unknown as typeof fetch;
    renderFeatured();
    const featured = await screen.findByRole('region', { name: 'Featured Products' });
    expect(featured.textContent).toContain('Ortho 12 inch Mattress');
  });

  it('shows nothing while the shop has no products', async () => {
    const fetched = jest.fn(async () => Response.json({ products: [], page: 1, pages: 0, totalProducts: 0 }));
    globalThis.fetch = fetched as unknown as typeof fetch;
    const { container } = renderFeatured();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetched).toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });
});
