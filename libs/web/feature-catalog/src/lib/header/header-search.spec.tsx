import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@nidra/web/data-access';
import { HeaderSearch } from './header-search';
import { SEARCH_DEBOUNCE_MS } from './search-rules';

const suggestion = (n: number) => ({ _id: `p${n}`, name: `Kumbha Coir ${n} inch Mattress`, slug: `kumbha-${n}`, price: 1000 + n, fromPrice: (1000 + n) * 15, fromPriceWithTax: (1000 + n) * 15 * 1.18 });

describe('HeaderSearch', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => Response.json({ products: [suggestion(6), suggestion(8)] })) as unknown as typeof fetch;
  });

  async function typed(term: string) {
    render(
      <Provider store={createAppStore(undefined)}>
        <MemoryRouter>
          <HeaderSearch />
        </MemoryRouter>
      </Provider>,
    );
    const box = screen.getByRole('combobox', { name: 'Search products' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: term } });
    // Sent once typing has paused.
    await screen.findByRole('link', { name: /Kumbha Coir 6 inch/ }, { timeout: SEARCH_DEBOUNCE_MS + 2000 });
    return box;
  }

  it('is a combobox that says when its suggestions are shown and which list they are', async () => {
    const box = await typed('kumbha');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toBe(screen.getByRole('list', { name: 'Suggestions' }));
  });

  it('steps through the suggestions with the arrow keys and closes them on Escape, focus back in the box', async () => {
    const box = await typed('kumbha');
    const [first, second] = screen.getAllByRole('link');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
  });
});
