/** Storage key of the leave offer's promo code; the SDK's checkout reads it (one source: the SDK). */
export { LEAVE_PROMOCODE_KEY } from '@mealflow/sdk';
