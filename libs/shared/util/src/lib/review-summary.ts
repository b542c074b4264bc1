import type { ReviewSummary } from '@nidra/shared/contracts';

const STARS = [5, 4, 3, 2, 1] as const;

/** The review summary from how many approved reviews gave each rating: counts per rounded star, 5 to 1. */
export function reviewSummary(counts: ReadonlyArray<{ rating: number; count: number }>): ReviewSummary {
  const perStar = new Map<number, number>(STARS.map((star) => [star, 0]));
  let totalRatings = 0;
  let totalReviews = 0;
  for (const { rating, count } of counts) {
    const star = Math.min(5, Math.max(1, Math.round(rating)));
    perStar.set(star, (perStar.get(star) ?? 0) + count);
    totalRatings += rating * count;
    totalReviews += count;
  }
  return {
    ratingSummary: STARS.map((star) => ({ [star]: perStar.get(star) ?? 0 })),
    totalRatings,
    totalReviews,
    totalSummary: totalReviews,
  };
}

/** Each star's bar as a percentage with 2 decimals, 5 stars first. */
export function summaryBars(summary: ReviewSummary): Array<{ star: number; count: number; percent: number }> {
  return summary.ratingSummary.map((entry) => {
    const [star, count] = Object.entries(entry)[0] as [string, number];
    const percent = summary.totalSummary > 0 ? Math.round((count / summary.totalSummary) * 10_000) / 100 : 0;
    return { star: Number(star), count, percent };
  });
}

/** The average shown: total ratings over total reviews, rounded to whole stars. */
export function averageStars(summary: ReviewSummary): number {
  return summary.totalReviews > 0 ? Math.round(summary.totalRatings / summary.totalReviews) : 0;
}
