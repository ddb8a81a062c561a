import { createActor, waitFor } from 'xstate';
import { SEED_CITY_CLIENTS } from '@mealflow/sandbox';
import type { Harness } from '@mealflow/sandbox/vitest';
import { newIntentKey } from '../api/effects';
import { payments } from '../api/endpoints/payments';
import { cabinetClient } from './cabinet';
import type { SandboxClientOptions } from './sandbox-client';

/** The seeded Minsk client (a +375 phone) and the token the tests log it in with. */
export const MINSK_SUBSCRIBER = { token: 'token-minsk', phone: '+375291234567' } as const;

/** A seeded city's known client (`SEED_CITY_CLIENTS`): Moscow 2, St Petersburg 1, Minsk 20. */
export type SeedCity = keyof typeof SEED_CITY_CLIENTS;

/**
 * The Minsk client subscribes through the subscribe machine (Подписка 24: 1 253 руб. after its 10 %, paid in 4
 * payments of 6 days over 12 deliveries) and pays the first payment by card, as the checkout would. `created` is
 * the order as the subscription answered it, before that payment; the sandbox holds it paid in part after.
 */
export const minskSubscriptionPaidOnce = (harness: Harness, options: SandboxClientOptions = {}) =>
  subscriptionPaidOnce(harness, 20, options);

/** As `minskSubscriptionPaidOnce`, for the known client of any seeded city (its default offer). */
export async function subscriptionPaidOnce(harness: Harness, cityId: SeedCity, options: SandboxClientOptions = {}) {
  const subscriber = cityId === 20 ? MINSK_SUBSCRIBER : { token: `token-city-${cityId}`, phone: SEED_CITY_CLIENTS[cityId] };
  harness.sandbox.store.tokens.set(subscriber.token, subscriber.phone);
  const client = cabinetClient(harness, subscriber.token, options);
  const { mealflow } = client;
  const subscribe = createActor(mealflow.machines.subscribe, { input: { cityId } }).start();
  await waitFor(subscribe, (s) => s.matches({ ready: 'idle' }));
  subscribe.send({ type: 'SUBMIT' });
  const created = (await waitFor(subscribe, (s) => s.matches('done'))).context.created;
  if (!created) throw new Error('the subscription created no order');
  const { payment } = await mealflow.api.call(payments.forOrder, { orderId_H: created.id_H }, { idempotencyKey: newIntentKey() });
  const cryptogram = `sandbox:${btoa(JSON.stringify({ pan: '4242424242424242', exp: '12/30', cvv: '123', name: 'IVAN PETROV' }))}`;
  await mealflow.api.call(
    payments.chargeCard,
    { payment, cryptogram, name: 'IVAN PETROV', redirect_after_3ds_to: '/' },
    { idempotencyKey: newIntentKey() },
  );
  return { ...client, created, subscriber };
}
