import * as v from 'valibot';
import type { CabinetOrderSchema } from './cabinet';
import type { Named } from './common';
import { CabinetOrder } from './cabinet';
import { Envelope, maybe } from './common';

/**
 * The extension (longate) calls (personal-cabinet §2.1 'Extension (longate) flow', §4, §7):
 * `orders/show-for-longate`, `orders/longate` (POST) and `finance/longate-bonuses` (GET, burnId_H).
 * The spec names the calls and the one error ('order for longation should be in status 1'), not
 * their shapes: ours (packages/sandbox/README.md "Longate").
 *
 * A longation order is the unformed order (status 1, business product `longate`) the service
 * prepares to continue an order; the client confirms it (`orders/longate`) and pays for it.
 */

/** `orders/show-for-longate`, `orders/longate`: the longation order. */
/** @internal */
export const LongateRequest = v.object({ orderId_H: v.string() });
export interface LongateRequest {
  orderId_H: string;
}

/** The longation order and the order it continues (ours: `longatedOrderId_H`, may be absent). */
/** @internal */
export const LongateOrderResponse = v.object({
  ...Envelope.entries,
  order: CabinetOrder as CabinetOrderSchema,
  longatedOrderId_H: maybe(v.string()),
});
export interface LongateOrderResponse extends Envelope {
  order: CabinetOrder;
  longatedOrderId_H?: string | null | undefined;
}

/** `finance/longate-bonuses`: one burn (from a link's `burnId_H`) or, without it, every current one. */
/** @internal */
export const LongateBonusesRequest = v.object({ burnId_H: v.optional(v.string()) });
export interface LongateBonusesRequest {
  burnId_H?: string | undefined;
}

/** Bonuses that burn on `burnDate` unless the client extends `orderId_H` (ours). */
/** @internal */
export const LongateBonus = v.object({
  burnId_H: v.string(),
  amount: v.number(),
  /** The day they burn (YYYY-MM-DD, Moscow). */
  burnDate: v.string(),
  /** The longation order that keeps them; null when there is nothing to extend. */
  orderId_H: maybe(v.string()),
  /** The longation is paid: the bonuses are kept. */
  kept: v.optional(v.boolean(), false),
});
/** @internal */
export interface LongateBonusSchema extends Named<typeof LongateBonus> {}
export interface LongateBonus {
  burnId_H: string;
  amount: number;
  /** The day they burn (YYYY-MM-DD, Moscow). */
  burnDate: string;
  /** The longation order that keeps them; null when there is nothing to extend. */
  orderId_H?: string | null | undefined;
  /** The longation is paid: the bonuses are kept. */
  kept: boolean;
}

/** @internal */
export const LongateBonusesResponse = v.object({ ...Envelope.entries, bonuses: v.array(LongateBonus as LongateBonusSchema) });
export interface LongateBonusesResponse extends Envelope {
  bonuses: LongateBonus[];
}
