import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@nidra/web/data-access';
import { HomePage } from './home-page';

const product = (n: number) => ({
  _id: `p${n}`,
  name: `Ortho ${n} inch Mattress`,
  slug: `ortho-${n}`,
  price: 1000 + n,
  imageUrl: null,
  brand: null,
});

describe('HomePage', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () =>
      Response.json({ products: [product(6), product(8), product(10), product(12)], page: 1, pages: 1, totalProducts: 4 }),
    ) as unknown as typeof fetch;
  });

  it('shows the hero, the three features, why our products and the guarantee', async () => {
    render(
      <Provider store={createAppStore(undefined)}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Better Sleep, Better Living' })).toBeTruthy();
    for (const title of ['Organic Cotton', 'Pocket Springs', 'Flippable Mattress', 'Why our products']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    for (const claim of ['10-Year Warranty', '100-Night Risk-Free Trial', 'Free Shipping All Over India']) {
      expect(screen.getByText(claim)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    const featured = await screen.findByRole('region', { name: 'Featured Products' });
    expect(featured.textContent).toContain('Ortho 12 inch Mattress');
  });
});
