import type { TestsComposition } from './active-tests';
import { cityById } from './cities';
import { BRAND_TEXTS, DELIVERIES_BLOCK_TEXTS, DELIVERY_ZONES, PROMO_TEXTS, type Brand, type DeliveryZone } from './storefront-texts';

/** Rules of the storefront's landing blocks (order-funnel §2, personal-cabinet §2.4); texts in storefront-texts.ts. */

/** The brand's name and promise. */
export const brandTexts = (brand: Brand) => BRAND_TEXTS[brand];

/** The promo loader's offer for a business product, or `undefined` (no strip). */
export const promoFor = (businessProduct: string) => PROMO_TEXTS[businessProduct];

/** The deliveries block of a city: its title, its zones (an empty list where we have none to name) and the windows. */
export function deliveriesFor(cityId: number): { title: string; zones: DeliveryZone[]; windows: string; note: string | undefined } {
  const zones = DELIVERY_ZONES[cityId]?.zones ?? [];
  return {
    title: DELIVERIES_BLOCK_TEXTS.title(cityById(cityId)?.name ?? ''),
    zones,
    windows: DELIVERIES_BLOCK_TEXTS.windows,
    note: zones.length === 0 ? DELIVERIES_BLOCK_TEXTS.otherCity : undefined,
  };
}

export interface AppBannerInput {
  routeName: string;
  brand: Brand;
  businessProduct: string | undefined;
  os: 'ios' | 'android' | 'other';
  /** Android shows it only when allowed (a marketing switch; off unless set). */
  androidAllowed?: boolean;
  /** 'Спасибо, в другой раз' was pressed. */
  dismissed?: boolean;
}

/**
 * The mobile-app banner (personal-cabinet §2.4): hidden on Index, on MobappPaymentResult, for the
 * wowfood brand and for the transfland product; shown on iOS, or on Android when allowed.
 */
export function mobileAppBannerVisible(input: AppBannerInput): boolean {
  if (input.dismissed) return false;
  if (input.routeName === 'Index' || input.routeName === 'IndexCity' || input.routeName === 'MobappPaymentResult') return false;
  if (input.brand === 'wowfood' || input.businessProduct === 'transfland') return false;
  return input.os === 'ios' || (input.os === 'android' && input.androidAllowed === true);
}

/** The phone's platform from a user agent (the banner's rule needs only iOS / Android / other). */
export function osOfUserAgent(userAgent: string): 'ios' | 'android' | 'other' {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export { brandOfLanding, brandOfPage } from './brand';

/**
 * The landing's blocks below the hero (order-funnel §2 "Landing blocks"; the hero holds the promo, the
 * menu plans and the main form). `menu` is the product's menu (its static file, `productMenuFile`),
 * after the target plans in both compositions.
 */
export type LandingBlock = 'targets' | 'menu' | 'howItWorks' | 'matching' | 'deliveries' | 'faq' | 'reviews' | 'lastCall';

const LANDING_COMPOSITIONS: Record<TestsComposition, readonly LandingBlock[]> = {
  old: ['targets', 'menu', 'howItWorks', 'matching', 'deliveries', 'faq', 'reviews', 'lastCall'],
  // The order of order-funnel §2's list: how it works before the target plans, the deliveries map after the reviews.
  new: ['howItWorks', 'targets', 'menu', 'matching', 'faq', 'reviews', 'deliveries', 'lastCall'],
};

/** The order of the landing's blocks below the hero for the active tests state's composition (personal-cabinet §3). */
export const landingBlocks = (composition: TestsComposition): readonly LandingBlock[] => LANDING_COMPOSITIONS[composition];
