import 'server-only';
import { getPricingCatalog, getServices } from '@/lib/content';
import { priceBookFromContent } from './from-content';
import type { PriceBook } from './types';

/**
 * The price book of the site's content documents (plans, options, services with prices, every
 * campaign with its window), for server components: plain JSON, passed to the simulation UI.
 */
export function getPriceBook(): PriceBook {
  const { plans, options, campaigns } = getPricingCatalog();
  return priceBookFromContent({ plans, options, campaigns, services: getServices() });
}
