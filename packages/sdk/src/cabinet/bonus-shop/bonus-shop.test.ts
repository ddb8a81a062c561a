import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { auth } from '../../api/endpoints/auth';
import { bonusStore } from '../../api/endpoints/bonus';
import type { walletMachine } from '../wallet/wallet.machine';
import { bonusShopView } from './bonus-shop.connect';
import { provideBonusShop } from './bonus-shop.provide';
import { derivedIntentKey } from '../../api/effects';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function mealflowFor(token: string) {
  return sandboxClient(harness, { token }).mealflow;
}

const RETURNING = 'sandbox-token-returning';
const start = (token = RETURNING) => createActor(provideBonusShop(mealflowFor(token).deps)).start();
type Shop = ReturnType<typeof start>;
const walletOf = (actor: Shop) => actor.getSnapshot().children.wallet as ActorRefFrom<typeof walletMachine>;
const bonusKind = (actor: Shop) =>
  walletOf(actor)
    .getSnapshot()
    .context.wallet?.separatedBalance.find((b) => b.type === 'bonus')?.value;
const purchases = () =>
  harness.sandbox.store.log.filter((e) => e.call === 'bonus/store' && !e.replayed && (e.body as { itemId?: string }).itemId !== undefined);

describe('bonus shop machine (through the sandbox)', () => {
  it('loads the categories, the items, the bonuses and the certificates; the wallet child loads beside it', async () => {
    const actor = start();
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    expect(ready.context.categories.map((c) => c.title)).toEqual(['Еда и напитки', 'Для спорта', 'Сертификаты']);
    expect(ready.context.balance).toBe(1850);
    expect(ready.context.items.some((i) => i.price > 1850)).toBe(true);
    expect(ready.context.certificates.map((c) => c.status)).toEqual(['active', 'used']);
    await waitFor(walletOf(actor), (s) => s.matches({ ready: 'idle' }));
    expect(bonusKind(actor)).toBe(1850);
  });

  it('asks before buying, buys with bonuses, refreshes the wallet and adds a bought certificate', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    await waitFor(walletOf(actor), (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'BUY', itemId: 'cert-2' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    expect(purchases()).toHaveLength(0);
    actor.send({ type: 'BUY', itemId: 'cert-2' });
    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'browsing' }) && s.context.lastPurchase !== undefined);
    expect(done.context.balance).toBe(50);
    expect(done.context.certificates).toHaveLength(3);
    expect(done.context.certificates[0]).toMatchObject({ mealDays: 2, status: 'active' });
    await waitFor(walletOf(actor), (s) => s.matches({ ready: 'idle' }) && s.context.wallet?.balance === 4750 - 1800);
    expect(bonusKind(actor)).toBe(50);
    expect(walletOf(actor).getSnapshot().context.history[0]).toMatchObject({
      amount: -1800,
      description: 'Покупка в бонусном магазине: Сертификат на 2\u00a0дня питания',
    });
    expect(purchases()).toHaveLength(1);
  });

  it('does not offer an item the bonuses do not cover, and the backend refuses it too', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    actor.send({ type: 'BUY', itemId: 'yoga-mat' });
    expect(actor.getSnapshot().matches({ ready: 'browsing' })).toBe(true);
    const refused = mealflowFor(RETURNING).api.call(
      bonusStore.buy,
      { itemId: 'yoga-mat' },
      { idempotencyKey: derivedIntentKey('test-mat') },
    );
    await expect(refused).rejects.toMatchObject({ userMessage: 'Недостаточно бонусов для покупки' });
  });

  it('a lost answer is asked at once with the same key (issue 36): the first purchase comes back, the bonuses are spent once', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    harness.sandbox.faults.inject('POST bonus/store', { kind: 'lost', times: 1 });
    actor.send({ type: 'BUY', itemId: 'shaker' });
    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'browsing' }) && s.context.lastPurchase !== undefined);
    expect(done.context.purchaseError).toBeUndefined();
    expect(done.context.balance).toBe(1150);
    expect(purchases()).toHaveLength(1);
    expect(harness.sandbox.store.log.filter((e) => e.call === 'bonus/store' && e.replayed)).toHaveLength(1);
  });

  it('keeps the key when the outcome stays unknown (a 5xx): the retry gets the first purchase, the bonuses are spent once', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    harness.sandbox.faults.inject('POST bonus/store', { kind: 'status', status: 502, after: true, times: 1 });
    actor.send({ type: 'BUY', itemId: 'shaker' });
    const key = actor.getSnapshot().context.attemptKey;
    actor.send({ type: 'CONFIRM' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'confirming' }) && s.context.purchaseError !== undefined);
    expect(failed.context.purchaseError).toMatch(/[а-я]/i);
    expect(failed.context.attemptKey).toBe(key);
    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'browsing' }) && s.context.lastPurchase !== undefined);
    expect(done.context.balance).toBe(1150);
    expect(purchases()).toHaveLength(1);
    expect(harness.sandbox.store.log.filter((e) => e.call === 'bonus/store' && e.replayed)).toHaveLength(1);
  });

  it('fails to load with a Russian error and retries', async () => {
    harness.sandbox.faults.inject('bonus/store', { kind: 'status', status: 500, times: 1 });
    const actor = start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(failed.context.error).toMatch(/[а-я]/i);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('gives a new client the shop with nothing affordable and no certificates', async () => {
    const { client_token: token } = await mealflowFor('').api.call(auth.login, { phone: '+79161234567', code: '4567' });
    const ready = await waitFor(start(token), (s) => s.matches({ ready: 'browsing' }));
    expect(ready.context.balance).toBe(0);
    expect(ready.context.certificates).toEqual([]);
    expect(bonusShopView(ready).items.every((i) => !i.canBuy)).toBe(true);
  });
});

describe('bonus shop view (through the sandbox)', () => {
  it('says prices and balances in bonuses with plurals and NBSP, why an item is not offered, and what is left after a purchase', async () => {
    const actor = start();
    expect(bonusShopView(actor.getSnapshot()).status).toBe('loading');
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'browsing' }));
    const view = bonusShopView(ready, { categoryId: 'sport' });
    expect(view.balanceText).toBe('У вас 1\u00a0850\u00a0бонусов');
    expect(view.categories.map((c) => [c.title, c.href, c.current])).toEqual([
      ['Все товары', '/dashboard/bonus', false],
      ['Еда и напитки', '/dashboard/bonus/category/food', false],
      ['Для спорта', '/dashboard/bonus/category/sport', true],
      ['Сертификаты', '/dashboard/bonus/category/certificates', false],
    ]);
    expect(view.items.map((i) => [i.title, i.priceText, i.canBuy, i.shortageText])).toEqual([
      ['Шейкер для протеина', '700\u00a0бонусов', true, undefined],
      ['Коврик для йоги', '2\u00a0500\u00a0бонусов', false, 'Не хватает 650\u00a0бонусов'],
    ]);
    expect(bonusShopView(ready, { categoryId: 'nope' })).toMatchObject({ unknownCategory: true });
    expect(bonusShopView(ready).items).toHaveLength(6);
    expect(bonusShopView(ready).certificates.map((c) => c.title)).toEqual([
      'Сертификат на 6\u00a0дней питания',
      'Сертификат на 2\u00a0дня питания',
    ]);
    expect(bonusShopView(ready).certificates[0]?.statusText).toMatch(/^Действует до \d\d\.\d\d\.\d{4}$/);
    expect(bonusShopView(ready).certificates[1]?.statusText).toBe('Использован');

    actor.send({ type: 'BUY', itemId: 'shaker' });
    expect(bonusShopView(actor.getSnapshot()).confirm).toMatchObject({
      title: 'Купить «Шейкер для протеина»?',
      priceText: 'Цена: 700\u00a0бонусов.',
      afterText: 'После покупки останется 1\u00a0150\u00a0бонусов.',
      busy: false,
    });
    actor.send({ type: 'CONFIRM' });
    expect(bonusShopView(actor.getSnapshot())).toMatchObject({ busy: true, confirm: { busy: true } });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'browsing' }) && s.context.lastPurchase !== undefined);
    expect(bonusShopView(done)).toMatchObject({
      confirm: undefined,
      purchasedText: 'Покупка оформлена: «Шейкер для протеина». Осталось 1\u00a0150\u00a0бонусов.',
    });
  });
});
