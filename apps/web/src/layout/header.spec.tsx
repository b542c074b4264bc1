import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore } from '@nidra/web/data-access';
import { Header } from './header';

function storage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    length: 0,
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

function renderHeader(store: ReturnType<typeof createAppStore>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Header /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('Header', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (request: Request) =>
      new Response(JSON.stringify(request.url.endsWith('/settings') ? { supportPhone: '+91 98765 43210', providers: { google: false, facebook: false } } : { success: true, message: 'You have signed out!' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('shows the marketing claims, the support phone and Login / Sign Up to visitors', async () => {
    renderHeader(createAppStore(storage()));
    for (const claim of ['10-Year Warranty', '100-Night Risk-Free Trial', 'Free Shipping All Over India']) {
      expect(screen.getByText(claim)).toBeTruthy();
    }
    // The phone's place is there before the number comes (the header does not shift), a link once it has.
    const phone = document.querySelector('.header__phone');
    expect(phone?.hasAttribute('href')).toBe(false);
    expect(await screen.findByText('+91 98765 43210')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(document.querySelector('.header__phone')).toBe(phone);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('offers Dashboard and Sign Out when signed in, and signing out forgets the token', async () => {
    const store = createAppStore(storage({ token: 'Bearer abc' }));
    const router = renderHeader(store);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.token).toBeNull();
    const logout = fetchMock.mock.calls.map(([request]) => request as Request).find((r) => r.url.endsWith('/auth/logout'));
    expect(logout?.headers.get('authorization')).toBe('Bearer abc');
    expect(store.getState().notifications.map((n) => n.message)).toEqual(['You have signed out!']);
  });
});
