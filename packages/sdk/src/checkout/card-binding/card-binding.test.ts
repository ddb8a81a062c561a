import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { cardsChildren, cardsView, connectCards } from '../../cabinet/cards/cards.connect';
import type { CardData } from '../payment/payment.machine';
import { paymentResultView } from '../payment-result/payment-result.connect';
import { threeDsReturnTarget } from '../payment-result/payment-result';
import { cardBindingView, connectCardBinding } from './card-binding.connect';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();
const RETURNING = '+79990000001';

const card = (cardNumber = '2200 0000 0000 0004', over: Partial<CardData> = {}) => {
  const data: CardData = { cardNumber, expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA', ...over };
  return { read: () => data };
};

function start() {
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning', host: 'sandbox.test' });
  const actor = createActor(mealflow.machines.cards).start();
  return { actor, ports, mealflow };
}

async function openForm(actor: ReturnType<typeof start>['actor']) {
  await waitFor(actor, (s) => s.matches({ ready: 'list' }));
  connectCards(actor.getSnapshot(), actor.send).add();
  expect(cardsView(actor.getSnapshot()).adding).toBe(true);
  const binding = cardsChildren(actor.getSnapshot()).binding;
  if (!binding) throw new Error('no binding child');
  return binding;
}

const counter = (key: string) => harness.sandbox.store.counters.get(key) ?? 0;

describe('card binding (through the sandbox)', () => {
  it("'Добавить карту' binds a card with 1 ₽: the list and the profile show it as the active card", async () => {
    const { actor, ports, mealflow } = start();
    const binding = await openForm(actor);
    expect(cardBindingView(binding.getSnapshot())).toMatchObject({ step: 'form', busy: false, formShown: true, error: undefined });
    connectCardBinding(binding.getSnapshot(), binding.send).bind(card());
    expect(cardBindingView(binding.getSnapshot()).busy).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'list' }) && s.context.cards.length === 3);
    const view = cardsView(actor.getSnapshot());
    expect(view.adding).toBe(false);
    expect(view.cards.find((c) => c.maskText === '•••• 0004')).toMatchObject({
      brandText: 'Мир',
      kindText: 'Банковская карта',
      active: true,
      activeText: 'Основная карта',
    });
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Карта привязана' });
    const { profile } = await mealflow.api.call(profileCalls.get, {});
    expect(profile.card?.mask).toBe('2200 •••• •••• 0004');
    expect(counter(`bindings:${RETURNING}`)).toBe(1);
    expect(counter(`cardsBound:${RETURNING}`)).toBe(1);
    expect(counter(`bindingRefunds:${RETURNING}`)).toBe(1);
  });

  it('card number, CVV and expiry never enter a snapshot; the charge is one, with its idempotency key', async () => {
    const { actor } = start();
    const binding = await openForm(actor);
    const seen: string[] = [];
    binding.subscribe((s) => seen.push(JSON.stringify(s.context)));
    binding.send({ type: 'BIND', card: card() });
    // A second click while the first is on its way has no handler.
    binding.send({ type: 'BIND', card: card() });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }) && s.context.cards.length === 3);
    expect(seen.join('\n')).not.toMatch(/2200000000000004|12\/30|"123"/);
    const charges = harness.sandbox.store.log.filter((entry) => entry.call === 'payments/charge-card');
    expect(charges).toHaveLength(1);
    expect(counter(`bindings:${RETURNING}`)).toBe(1);
  });

  it('3-D Secure: the bank page gets the /cardbind return; the return and result pages ask the binding', async () => {
    const { actor, ports, mealflow } = start();
    const binding = await openForm(actor);
    binding.send({ type: 'BIND', card: card('4000 0000 0000 3220') });
    await waitFor(binding, (s) => s.matches('awaiting3ds'));
    const form = ports.navigation.forms[0];
    expect(form).toMatchObject({ actionUrl: 'http://sandbox.test/sandbox-acs', method: 'POST' });
    const term = form?.params['TermUrl'] ?? '';
    expect(term).toMatch(/^\/dashboard\/order\/0\/payment\/3Ds\/cardbind\?binding=bind-\d+$/);
    const bindingId = new URL(term, SANDBOX_ORIGIN).searchParams.get('binding') ?? '';
    // While the bank page is open the binding is being processed.
    const processing = await threeDsReturnTarget(mealflow.deps, '0', 'cardbind', `?binding=${bindingId}`);
    expect(processing).toBe(`/dashboard/order/0/payment/cardbind/success?binding=${bindingId}`);
    // The client confirms on the ACS page.
    const body = new URLSearchParams({ MD: bindingId, TermUrl: term, result: 'success' });
    const acs = await fetch(`${SANDBOX_ORIGIN}/sandbox-acs/complete`, { method: 'POST', body, redirect: 'manual' });
    expect(acs.headers.get('location')).toBe(`${term}&result=success&payment=${bindingId}`);
    const target = await threeDsReturnTarget(mealflow.deps, '0', 'cardbind', `?binding=${bindingId}&result=success`);
    expect(target).toBe(`/dashboard/order/0/payment/cardbind/success?binding=${bindingId}`);
    const result = createActor(mealflow.machines.paymentResult, {
      input: { hid: '0', flow: 'cardbind', result: 'success', bindingId },
    }).start();
    await waitFor(result, (s) => s.matches('shown'));
    expect(paymentResultView(result.getSnapshot())).toMatchObject({
      verdict: 'paid',
      title: 'Карта привязана',
      links: [{ label: 'К моим картам', href: '/dashboard/settings/cards' }],
    });
    expect((await mealflow.api.call(profileCalls.get, {})).profile.card?.mask).toBe('4000 •••• •••• 3220');
  });

  it('3-D Secure refused: the return goes to fail, which says the card is not bound', async () => {
    const { actor, ports, mealflow } = start();
    const binding = await openForm(actor);
    binding.send({ type: 'BIND', card: card('4000 0000 0000 3220') });
    await waitFor(binding, (s) => s.matches('awaiting3ds'));
    const term = ports.navigation.forms[0]?.params['TermUrl'] ?? '';
    const bindingId = new URL(term, SANDBOX_ORIGIN).searchParams.get('binding') ?? '';
    await fetch(`${SANDBOX_ORIGIN}/sandbox-acs/complete`, {
      method: 'POST',
      body: new URLSearchParams({ MD: bindingId, TermUrl: term, result: 'fail' }),
      redirect: 'manual',
    });
    const target = await threeDsReturnTarget(mealflow.deps, '0', 'cardbind', `?binding=${bindingId}&result=fail`);
    expect(target).toBe(`/dashboard/order/0/payment/cardbind/fail?binding=${bindingId}`);
    const result = createActor(mealflow.machines.paymentResult, {
      input: { hid: '0', flow: 'cardbind', result: 'fail', bindingId },
    }).start();
    await waitFor(result, (s) => s.matches('shown'));
    expect(paymentResultView(result.getSnapshot())).toMatchObject({ verdict: 'unpaid', title: 'Карта не привязана' });
    expect(counter(`cardsBound:${RETURNING}`)).toBe(0);
  });

  it('a declined card says the bank’s words and keeps the form; RETRY and another card bind', async () => {
    const { actor } = start();
    const binding = await openForm(actor);
    binding.send({ type: 'BIND', card: card('4000 0000 0000 0002') });
    await waitFor(binding, (s) => s.matches('failed'));
    expect(cardBindingView(binding.getSnapshot())).toMatchObject({
      step: 'failed',
      formShown: true,
      error: 'Недостаточно средств на карте. Попробуйте другую карту',
    });
    expect(counter(`cardsBound:${RETURNING}`)).toBe(0);
    binding.send({ type: 'BIND', card: card() });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }) && s.context.cards.length === 3);
  });

  it('card data the provider cannot encrypt: the spec’s cryptogram text, nothing charged', async () => {
    const { actor } = start();
    const binding = await openForm(actor);
    binding.send({ type: 'BIND', card: card('4242 4242', { cvv: '1' }) });
    await waitFor(binding, (s) => s.matches('failed'));
    expect(cardBindingView(binding.getSnapshot()).error).toBe('Ошибка. Проверьте правильность ввода карты');
    expect(harness.sandbox.store.log.some((entry) => entry.call === 'payments/charge-card')).toBe(false);
    connectCardBinding(binding.getSnapshot(), binding.send).retry();
    expect(cardBindingView(binding.getSnapshot()).step).toBe('form');
    connectCards(actor.getSnapshot(), actor.send).closeAdd();
    expect(cardsView(actor.getSnapshot()).adding).toBe(false);
  });

  it('a lost charge answer is asked, never charged again: the card turns out bound', async () => {
    const { actor } = start();
    const binding = await openForm(actor);
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'lost', times: 1 });
    binding.send({ type: 'BIND', card: card() });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }) && s.context.cards.length === 3);
    expect(harness.sandbox.store.log.filter((entry) => entry.call === 'payments/charge-card')).toHaveLength(1);
  });

  it('without a session the binding is refused by the backend (401)', async () => {
    const { mealflow } = sandboxClient(harness, { cookies: {}, host: 'sandbox.test' });
    const binding = createActor(mealflow.machines.cardBinding, { input: {} }).start();
    binding.send({ type: 'BIND', card: card() });
    await waitFor(binding, (s) => s.matches('failed'));
    expect(cardBindingView(binding.getSnapshot()).error).toBeTruthy();
  });
});
