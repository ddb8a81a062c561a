/** Storage key the checkout reads to apply the leave offer's promo code. */
export const LEAVE_PROMOCODE_KEY = 'leave_banner_promocode';
