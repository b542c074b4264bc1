import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows the hero, the three features, why our products and the guarantee', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Better Sleep, Better Living' })).toBeTruthy();
    for (const title of ['Organic Cotton', 'Pocket Springs', 'Flippable Mattress', 'Why our products']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    for (const claim of ['10-Year Warranty', '100-Night Risk-Free Trial', 'Free Shipping All Over India']) {
      expect(screen.getByText(claim)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
  });

  it('places the featured products after the features and the testimonials last', () => {
    const { container } = render(
      <MemoryRouter>
        <HomePage featured={<section aria-label="Featured Products" />} testimonials={<section aria-label="Testimonials" />} />
      </MemoryRouter>,
    );
    const sections = [...container.querySelectorAll('.home > section')].map((section) => section.className || section.getAttribute('aria-label'));
    expect(sections).toEqual(['hero', 'features container', 'Featured Products', 'info-strip', 'why container', 'guarantee', 'Testimonials']);
  });
});
