// The support chat: imported only by the lazily loaded dashboard.
export * from './lib/support-page';
