export { InsightModule } from './lib/insight.module';
export { INSIGHT_CONTEXT } from './lib/insight.context';
