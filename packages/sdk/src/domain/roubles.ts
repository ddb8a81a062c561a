/* A leaf module (no imports): the constants use the type and money.ts writes it, without a circle. */

/**
 * A figure the spec gives in ₽ whatever the client's city (the subscription's cancellation fee 990 ₽,
 * the prime subscription's `penalty_value_rub`). An object, not a number, so `formatMoney(fee, cityId)`
 * does not compile: it wrote a Minsk subscriber '990 руб.' (roubles relabelled as Belarusian ones,
 * ~30 times the fee) beside the FAQ's '990 ₽'. `formatRoubles` writes it.
 */
export interface Roubles {
  readonly roubles: number;
}

export const roubles = (amount: number): Roubles => ({ roubles: amount });
