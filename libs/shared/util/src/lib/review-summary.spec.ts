import { averageStars, reviewSummary, summaryBars } from './review-summary';

describe('review summary', () => {
  it('counts reviews per star, 5 first, with bars to 2 decimals and a rounded average', () => {
    const summary = reviewSummary([
      { rating: 5, count: 3 },
      { rating: 4, count: 1 },
      { rating: 2, count: 1 },
      { rating: 1, count: 1 },
    ]);
    expect(summary).toEqual({
      ratingSummary: [{ 5: 3 }, { 4: 1 }, { 3: 0 }, { 2: 1 }, { 1: 1 }],
      totalRatings: 22,
      totalReviews: 6,
      totalSummary: 6,
    });
    expect(summaryBars(summary)).toEqual([
      { star: 5, count: 3, percent: 50 },
      { star: 4, count: 1, percent: 16.67 },
      { star: 3, count: 0, percent: 0 },
      { star: 2, count: 1, percent: 16.67 },
      { star: 1, count: 1, percent: 16.67 },
    ]);
    expect(averageStars(summary)).toBe(4);
  });

  it('is all zeros with no reviews', () => {
    const summary = reviewSummary([]);
    expect(summaryBars(summary).every((bar) => bar.percent === 0)).toBe(true);
    expect(averageStars(summary)).toBe(0);
  });
});
