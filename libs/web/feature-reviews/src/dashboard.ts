// Review moderation: imported only by the lazily loaded dashboard.
export * from './lib/reviews-page';
