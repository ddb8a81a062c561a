/**
 * The brand is one fact of the page (personal-cabinet §1, §4): the host's brand (VITE_WOWFOOD_HOSTS),
 * or wowfood for the wowfood products (`wowfood`, `wowfood-subscription`, …) on any host. A module
 * of its own: the browser's device port (the entry chunk) reads it without the landing's texts.
 */
export type PageBrand = 'main' | 'wowfood';

/** The landing's brand: the host's, or wowfood for a wowfood product. */
export const brandOfLanding = (hostBrand: PageBrand, businessProduct: string | undefined): PageBrand =>
  hostBrand === 'wowfood' || (businessProduct ?? '').startsWith('wowfood') ? 'wowfood' : 'main';

/**
 * A page's brand from its path: a business product's pages start with its segment (`/wowfood`,
 * `/wowfood/instant-order/{hid}`, `/wowfood-longate/{hid}`, `/wowfood/menu/…`), so the first
 * segment names the product (issue 30: wowfood pages were titled 'mealflow' and sent `brand: "main"`).
 */
export const brandOfPage = (hostBrand: PageBrand, pathname: string): PageBrand => brandOfLanding(hostBrand, pathname.split('/')[1]);
