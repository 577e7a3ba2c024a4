import { PRODUCT_SLUG } from '../product.ts';
import type { RouteRedirect } from './route.ts';

const p = PRODUCT_SLUG;

/** Paths named twice: the first spelling is canonical (docs/product-rules.md). Query strings are kept. */
export const ROUTE_REDIRECTS: readonly RouteRedirect[] = [
  { from: '/mynotes', to: '/my-notes' },
  { from: '/image-analyser', to: '/image-analysis' },
  { from: '/formula-study-planner', to: '/formulastudyplanner' },
  { from: '/schedule-view', to: '/scheduleviewpage' },
  { from: '/app-diagnostics', to: '/app-diagnostic' },
  { from: '/ward-dx', to: '/warddx-clinical-reasoning' },
  { from: '/warddx', to: '/warddx-clinical-reasoning' },
  { from: '/xp-details-page', to: '/xp-details' },
  { from: '/updated-ai-study-tools', to: '/new-ai-study-tools' },
  { from: '/neurocaseai', to: '/neurocase-ai' },
  { from: '/gastrocaseai', to: '/gastrocase-ai' },
  { from: '/neurocase', to: '/neurocase-ai' },
  { from: '/subscription', to: '/pricing-plan' },
  { from: `/${p}-subscription`, to: '/pricing-plan' },
  { from: '/enhanced-subscription', to: '/pricing-plan' },
];

/** Redirect sources sent with their own search metadata (docs/product-rules.md, Name and routes). */
export const SEO_REDIRECT_PATHS: readonly string[] = ['/neurocaseai', '/gastrocaseai', '/warddx', '/subscription'];
