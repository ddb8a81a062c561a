import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { defineEndpoint } from './client';
import { defineEffect, derivedIntentKey, effectOutcomeUnknown, endIntent, isEffectEndpoint, storedIntentKey } from './effects';
import { ApiError } from './errors';
import { createMemoryStorage } from '../ports/memory';
import { payments } from './endpoints/payments';
import { rating } from './endpoints/rating';
import { subscribeOrders } from './endpoints/subscribe';
import { endpointRegistry } from './registry';
import { SuccessResponse } from './schemas/common';
import { NOT_EFFECTS } from './not-effects';

const rowOf = (e: { method: string; name: string }) => `${e.method} ${e.name}`;

describe('effect endpoints (issue 36)', () => {
  it('every call that writes (not a GET) is an effect, or listed as not one with the reason', () => {
    const forgotten = endpointRegistry
      .filter((e) => e.method !== 'GET' && !e.readOnly && !isEffectEndpoint(e) && !(rowOf(e) in NOT_EFFECTS))
      .map(rowOf);
    expect(forgotten).toEqual([]);
  });

  it('the list holds only calls of the registry that are not effects (a call declared an effect leaves it)', () => {
    const plain = new Set(endpointRegistry.filter((e) => !isEffectEndpoint(e)).map(rowOf));
    expect(Object.keys(NOT_EFFECTS).filter((row) => !plain.has(row))).toEqual([]);
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
    const storage = createMemoryStorage();
    const first = storedIntentKey(storage, 'abonement:2:fit');
    expect(storedIntentKey(storage, 'abonement:2:fit')).toBe(first);
    expect(storedIntentKey(storage, 'abonement:2:slim')).not.toBe(first);
    endIntent(storage, 'abonement:2:fit');
    expect(storedIntentKey(storage, 'abonement:2:fit')).not.toBe(first);
    expect(derivedIntentKey('charge', 'pay-1')).toBe('charge:pay-1');
  });

  it("a stored intent's scope (a phone, a typed address) never enters storage: only its kind and a digest", () => {
    const storage = createMemoryStorage();
    const { data } = storage;
    const scopes = ['abonement:+79161234567:fit', 'new-address:d-1:one:{"street":"ул. Тверская","house":"10"}'];
    const keys = scopes.map((scope) => storedIntentKey(storage, scope));
    expect([...data.keys()].map((name) => name.replace(/[0-9a-f]{16}$/, '#'))).toEqual([
      'mf_intent:abonement:#',
      'mf_intent:new-address:#',
    ]);
    expect([...data].flat().filter((text) => /7916|Тверская/.test(text))).toEqual([]);
    expect(scopes.map((scope) => storedIntentKey(storage, scope))).toEqual(keys);
    endIntent(storage, scopes[1]!);
    expect(data.size).toBe(1);
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
