import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { cardsView, connectCards } from './cards.connect';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start(token = 'sandbox-token-returning') {
  const { ports, mealflow } = sandboxClient(harness, { token });
  const actor = createActor(mealflow.machines.cards).start();
  return { actor, ports, mealflow };
}

const listed = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'list' }));

describe('cards machine (through the sandbox)', () => {
  it('shows the returning client’s recurrent and external cards with masks', async () => {
    const { actor } = start();
    expect(cardsView(actor.getSnapshot()).status).toBe('loading');
    await listed(actor);
    const view = cardsView(actor.getSnapshot());
    expect(view.status).toBe('ready');
    expect(view.cards).toEqual([
      {
        id: 'card-1',
        maskText: '•••• 4242',
        brandText: 'Visa',
        kindText: 'Карта для автоплатежей',
        active: true,
        activeText: 'Основная карта',
        canActivate: false,
        busy: false,
      },
      {
        id: 'card-ext-1',
        maskText: '•••• 4444',
        brandText: 'Mastercard',
        kindText: 'Внешняя карта',
        active: false,
        activeText: undefined,
        canActivate: true,
        busy: false,
      },
    ]);
  });

  it('makes a card active; the profile’s card follows (what the checkout charges)', async () => {
    const { actor, ports, mealflow } = start();
    await listed(actor);
    connectCards(actor.getSnapshot(), actor.send).activate('card-ext-1');
    expect(cardsView(actor.getSnapshot()).cards.find((c) => c.id === 'card-ext-1')?.busy).toBe(true);
    await listed(actor);
    expect(cardsView(actor.getSnapshot()).cards.map((c) => [c.id, c.active])).toEqual([
      ['card-1', false],
      ['card-ext-1', true],
    ]);
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Основная карта изменена' });
    expect((await mealflow.api.call(profileCalls.get, {})).profile.card?.id).toBe('card-ext-1');
  });

  it('a delete asks first: cancel keeps the card, confirm deletes it', async () => {
    const { actor, ports } = start();
    await listed(actor);
    connectCards(actor.getSnapshot(), actor.send).remove('card-ext-1');
    expect(cardsView(actor.getSnapshot()).confirm).toMatchObject({
      title: 'Удалить карту?',
      text: 'Карта •••• 4444 больше не будет доступна для оплаты.',
      confirm: 'Удалить карту',
      cancel: 'Оставить',
    });
    connectCards(actor.getSnapshot(), actor.send).cancelDelete();
    expect(cardsView(actor.getSnapshot()).confirm).toBeUndefined();
    expect(harness.sandbox.store.log.some((l) => l.call === 'cards/destroy')).toBe(false);
    connectCards(actor.getSnapshot(), actor.send).remove('card-ext-1');
    connectCards(actor.getSnapshot(), actor.send).confirmDelete();
    expect(cardsView(actor.getSnapshot()).confirm?.busy).toBe(true);
    await listed(actor);
    expect(cardsView(actor.getSnapshot()).cards.map((c) => c.id)).toEqual(['card-1']);
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Карта удалена' });
    // Kept in the store: a new list has one card.
    const again = start().actor;
    await listed(again);
    expect(cardsView(again.getSnapshot()).cards).toHaveLength(1);
  });

  it('a failed delete says so and keeps the list; retry reloads', async () => {
    harness.sandbox.faults.inject('cards/destroy', {
      kind: 'status',
      status: 500,
      times: 1,
      body: { success: false, messages: ['Не удалось удалить карту'] },
    });
    const { actor } = start();
    await listed(actor);
    actor.send({ type: 'CARD.DELETE', id: 'card-1' });
    actor.send({ type: 'DELETE.CONFIRM' });
    await waitFor(actor, (s) => s.context.actionError !== undefined);
    expect(cardsView(actor.getSnapshot())).toMatchObject({ status: 'ready', actionError: 'Не удалось удалить карту', confirm: undefined });
    expect(cardsView(actor.getSnapshot()).cards).toHaveLength(2);
    connectCards(actor.getSnapshot(), actor.send).retry();
    await listed(actor);
    expect(cardsView(actor.getSnapshot()).actionError).toBeUndefined();
  });

  it('a new client has no cards (empty state); a load failure shows retry', async () => {
    harness.sandbox.store.tokens.set('token-new', '+79161234567');
    harness.sandbox.faults.inject('cards/', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const { actor } = start('token-new');
    await waitFor(actor, (s) => s.matches('error'));
    expect(cardsView(actor.getSnapshot())).toMatchObject({ status: 'error', error: 'Сервис временно недоступен' });
    connectCards(actor.getSnapshot(), actor.send).retry();
    await listed(actor);
    expect(cardsView(actor.getSnapshot())).toMatchObject({
      status: 'empty',
      cards: [],
      texts: { empty: 'У вас нет сохранённых карт. Карта сохраняется при оплате заказа.' },
    });
  });
});
