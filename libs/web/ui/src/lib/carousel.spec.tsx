import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel, itemsPerView } from './carousel';

describe('itemsPerView', () => {
  it('shows 3 from 1024 px, 2 from 464 px and 1 below', () => {
    expect([3000, 1024, 1023, 464, 463, 360].map(itemsPerView)).toEqual([3, 3, 2, 2, 1, 1]);
  });
});

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const six = () => ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => <span key={name}>{name}</span>);

  it('turns to the next slide every 5 seconds on a wide screen, with a dot per slide', () => {
    window.innerWidth = 1280;
    render(<Carousel label="Featured Products">{six()}</Carousel>);
    const dots = screen.getAllByRole('button', { name: /Show slide/ });
    expect(dots).toHaveLength(2);
    expect(dots[0].getAttribute('aria-current')).toBe('true');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('button', { name: 'Show slide 2 of 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('does not turn by itself on a phone, but the dots still work', () => {
    window.innerWidth = 360;
    render(<Carousel label="Featured Products">{six()}</Carousel>);
    expect(screen.getAllByRole('button', { name: /Show slide/ })).toHaveLength(6);
    act(() => jest.advanceTimersByTime(15000));
    expect(screen.getByRole('button', { name: 'Show slide 1 of 6' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4 of 6' }));
    expect(screen.getByRole('button', { name: 'Show slide 4 of 6' }).getAttribute('aria-current')).toBe('true');
  });
});
