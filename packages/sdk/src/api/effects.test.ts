import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { defineEndpoint } from './client';
import { defineEffect, derivedIntentKey, effectOutcomeUnknown, endIntent, isEffectEndpoint, storedIntentKey } from './effects';
import { ApiError } from './errors';
import { payments } from './endpoints/payments';
import { rating } from './endpoints/rating';
import { subscribeOrders } from './endpoints/subscribe';
import { endpointRegistry } from './registry';
import { SuccessResponse } from './schemas/common';

/**
 * Names that look like money or creation but are not (the reason beside each). A new call whose
 * name looks like one must be declared with `defineEffect` or listed here with its reason.
 */
const NOT_EFFECTS: Record<string, string> = {
  'POST orders/change-autolongate': 'a switch on an existing order',
  'POST payments/get-client-card': 'the state call of a card binding',
  'POST orders/show-for-longate': 'reads the extension to show',
  'POST payments/for-order': 'opens the payment the charge then uses; charges nothing',
  'POST payments/set-payment-data': 'the SBP bank choice of an open payment',
  'POST payments/check-sbp-status': 'the state call of an SBP payment',
  'POST payments/for-gift-certificate-purchases': 'opens the payment of a purchase; charges nothing',
  'POST payments/for-tip': 'opens the payment of a tip; charges nothing',
  'DELETE tips/templates/delete': 'deletes (a second run answers success: the template is gone either way)',
  'POST orders/confirm-task/cancel': 'removes the delivery task (a second run answers the order without it)',
  'POST orders/feedback-for-cancel': 'the reason before orders/cancel (kept once per order)',
  'POST client-subscriptions/feedback-for-stop': 'the reason before client-subscriptions/stop',
  'POST client-details/confirm-cancellation-info': 'a flag on the profile (a second run answers success)',
  'POST prefs/delete': 'a dish off the favourites or the stop-list (answers the list either way)',
  'POST api/v1/lk/order/cancel-attempt': 'ends a customisation attempt (a draft), not the order',
  'POST orders/custom': 'a draft change, not the order until accepted',
  'POST orders/remove-item-from-custom': 'a draft change',
  'POST orders/add-custom-menu': 'opens a draft',
  'POST customization-info/menu': 'reads a menu',
  'POST customization-info/menu-no-auth': 'reads a menu',
};
const LOOKS_LIKE_AN_EFFECT =
  /charge|create|pay|purchase|abonement|freeze|longate|bind|^orders$|certificate|bonus\/store|tips\/templates|recreate|custom|without-tariff|add-drinks|cancel|stop|destroy|delete/;

describe('effect endpoints (issue 36)', () => {
  it('every call that looks like money or creation is declared (or listed as not one, with the reason)', () => {
    const forgotten = endpointRegistry
      .filter((e) => (e.method !== 'GET' || isEffectEndpoint(e)) && LOOKS_LIKE_AN_EFFECT.test(e.name))
      .filter((e) => !isEffectEndpoint(e) && !(`${e.method} ${e.name}` in NOT_EFFECTS))
      .map((e) => `${e.method} ${e.name}`);
    expect(forgotten).toEqual([]);
  });

  it('every declaration names a state call of the registry, or replay', () => {
    const names = new Set(endpointRegistry.map((e) => e.name));
    const effects = endpointRegistry.filter(isEffectEndpoint);
    expect(effects.length).toBeGreaterThan(20);
    for (const e of effects) expect(e.effect.status.ask === 'replay' || names.has(e.effect.status.ask), e.name).toBe(true);
  });

  it("the tip charge is the spec's payments/tip/charge-token (order-funnel §7)", () => {
    expect(rating.chargeToken).toMatchObject({ name: 'payments/tip/charge-token', path: 'payments/tip/charge-token' });
  });

  it('a stored intent key is kept across reloads until the intent ends; a derived one is its parts', () => {
    const data = new Map<string, string>();
    const storage = {
      get: (k: string) => data.get(k),
      set: (k: string, v: string) => void data.set(k, v),
      remove: (k: string) => void data.delete(k),
    };
    const first = storedIntentKey(storage, 'abonement:2:fit');
    expect(storedIntentKey(storage, 'abonement:2:fit')).toBe(first);
    expect(storedIntentKey(storage, 'abonement:2:slim')).not.toBe(first);
    endIntent(storage, 'abonement:2:fit');
    expect(storedIntentKey(storage, 'abonement:2:fit')).not.toBe(first);
    expect(derivedIntentKey('charge', 'pay-1')).toBe('charge:pay-1');
  });

  it('an outcome is unknown after no answer, an unreadable one or a bare 5xx; known after a refusal', () => {
    const error = (kind: 'timeout' | 'network' | 'validation' | 'http' | 'business', status?: number, messages: string[] = []) =>
      new ApiError({ kind, call: 'x', message: kind, userMessage: kind, messages, ...(status ? { status } : {}) });
    expect([error('timeout'), error('network'), error('validation'), error('http', 502)].map(effectOutcomeUnknown)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const refusals = [error('http', 400), error('http', 500, ['Сервис временно недоступен']), error('business', 200), new Error('x')];
    expect(refusals.map(effectOutcomeUnknown)).toEqual([false, false, false, false]);
  });
});

/** Compile-time proof: the type checker runs over this file (`tsc -p packages/sdk`); each `@ts-expect-error` must stay an error. */
export function typeProof(api: ApiClient): void {
  const body = { payment: 'p', card: 'c' };
  // @ts-expect-error — an effect endpoint without its intent key does not type-check.
  void api.call(payments.chargeToken, body);
  // @ts-expect-error — nor with options that lack the key.
  void api.call(
    subscribeOrders.abonement,
    { cityId: 1, menuType: 'fit', mealDays: 5, price_plan_id: 1, offerId: 1, kind: 3, order_origin_id: 13 },
    { background: true },
  );
  // @ts-expect-error — a plain string is not an intent key (only derivedIntentKey / storedIntentKey make one).
  void api.call(payments.chargeToken, body, { idempotencyKey: 'charge:p' });
  void api.call(payments.chargeToken, body, { idempotencyKey: derivedIntentKey('charge', 'p') });
  // An effect is declared with defineEffect: defineEndpoint refuses an effect.
  defineEndpoint<{ a: string }, SuccessResponse>({
    name: 'x',
    method: 'POST',
    path: 'x',
    response: SuccessResponse,
    // @ts-expect-error — the refused field.
    effect: { kind: 'charge', status: { ask: 'replay' } },
  });
  // A declaration without its state question does not type-check.
  defineEffect<{ a: string }, SuccessResponse>({
    name: 'x',
    method: 'POST',
    path: 'x',
    response: SuccessResponse,
    // @ts-expect-error — `status` is missing.
    effect: { kind: 'charge' },
  });
}
