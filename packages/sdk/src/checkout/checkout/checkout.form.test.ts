import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { checkoutChildren, checkoutView } from './checkout.connect';
import { LONGATION_STATUS_TEXT } from '../../domain/server-texts';
import { checkoutTestKit } from '../../testing/checkout';

const harness = useSandbox();
const { start, idle, settled } = checkoutTestKit(harness);

describe('checkout machine: the form, its dates and its refusals (through the sandbox)', () => {
  it('profile rules: a new client must give a valid first name; an invalid e-mail blocks paying', async () => {
    const { actor } = start({ hid: 'demo-standard' }, false);
    await idle(actor);
    actor.send({ type: 'PROFILE.CHANGE', field: 'firstName', value: 'A' });
    expect(checkoutView(actor.getSnapshot()).profile.firstNameError).toBe('Введите имя');
    actor.send({ type: 'PROFILE.CHANGE', field: 'firstName', value: 'Иван' });
    actor.send({ type: 'PROFILE.CHANGE', field: 'email', value: 'ivan@' });
    const view = checkoutView(actor.getSnapshot());
    expect(view.profile).toMatchObject({ firstNameError: undefined, emailError: 'Проверьте правильность email' });
    // Without a phone (not logged in) the checkout cannot be paid: steps 1-2 come first.
    expect(view.canPay).toBe(false);
  });

  it('a failed load is readable and RETRY loads again', async () => {
    harness.sandbox.faults.inject('orders/get', { kind: 'malformed', times: 1 });
    const { actor } = start({ hid: 'demo-standard' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(checkoutView(actor.getSnapshot()).error).toBe('Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже');
    actor.send({ type: 'RETRY' });
    await idle(actor);
  });

  it('a formed longation order cannot be paid and says why', async () => {
    const { actor } = start({ hid: 'demo-longate-formed' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await settled(actor);
    const view = checkoutView(actor.getSnapshot());
    expect(view.longationError).toBe(LONGATION_STATUS_TEXT);
    expect(view.canPay).toBe(false);
    expect(view.payBlockedBy).toContain('longation not unformed');
  });

  it('an order that is not ready keeps the pay button disabled', async () => {
    const { actor } = start({ hid: 'demo-not-ready' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await settled(actor);
    expect(checkoutView(actor.getSnapshot()).payBlockedBy).toEqual(['order not ready']);
  });

  it('before paying: the changed flat is saved, safe delivery with the courier comment is sent, the e-mail only when valid', async () => {
    const { actor } = start({ hid: 'demo-standard' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await settled(actor);
    expect(checkoutView(actor.getSnapshot()).address.flat).toBe('12');
    actor.send({ type: 'FLAT.CHANGE', value: '12 б' });
    expect(checkoutView(actor.getSnapshot())).toMatchObject({
      canPay: false,
      address: { flatError: 'В номере квартиры допустимы буквы, цифры, дефис и скобки' },
    });
    actor.send({ type: 'FLAT.CHANGE', value: '12(б)' });
    actor.send({ type: 'SAFE_DELIVERY.TOGGLE', value: true });
    actor.send({ type: 'COURIER_COMMENT.CHANGE', value: 'Оставить у двери' });
    actor.send({ type: 'METHOD.SELECT', method: 'sbp' });
    expect(checkoutView(actor.getSnapshot()).selectedMethod).toBe('sbp');
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'sbp' } }));
    const log = harness.sandbox.store.log;
    expect(log.find((l) => l.call === 'clients/addresses/fields')?.body).toEqual({ clientAddressId_H: 'addr-msk-1', flat: '12(б)' });
    expect(log.find((l) => l.call === 'deliveries/safe-delivery-info')?.body).toEqual({
      orderId_H: 'demo-standard',
      optionId_H: 'safe-delivery',
      comment: 'Оставить у двери',
    });
    // The profile already has its name and e-mail: nothing to save.
    expect(log.some((l) => l.call === 'client-profile-set')).toBe(false);
    // SBP: the checkout spawned the SBP machine (its screens read it from the snapshot's children).
    expect(checkoutChildren(actor.getSnapshot()).sbp).toBeDefined();
    actor.send({ type: 'DISMISS' });
    expect(checkoutChildren(actor.getSnapshot()).sbp).toBeUndefined();
  });

  it('requireEmail makes the e-mail required', async () => {
    const { actor } = start({ hid: 'demo-standard', requireEmail: true }, false);
    await idle(actor);
    expect(checkoutView(actor.getSnapshot()).profile.emailError).toBe('Проверьте правильность email');
    actor.send({ type: 'PROFILE.CHANGE', field: 'email', value: 'ivan@example.ru' });
    expect(checkoutView(actor.getSnapshot()).profile.emailError).toBeUndefined();
  });

  it('the first date of a custom order moves through orders/update-first-delivery-date; other orders through deliveries/update-date', async () => {
    const custom = start({ hid: 'demo-custom' });
    await idle(custom.actor);
    const option = checkoutView(custom.actor.getSnapshot()).delivery.options.find((o) => o.type === 'evening' && o.from === '19:00');
    if (!option) throw new Error('the sandbox offers 19:00-23:00');
    custom.actor.send({ type: 'DATE.SELECT', date: option.date, from: option.from, to: option.to, interval: option.type });
    custom.actor.send({ type: 'CONFIRM' });
    await idle(custom.actor);
    expect(harness.sandbox.store.log.find((l) => l.call === 'orders/update-first-delivery-date')?.body).toMatchObject({
      orderId_H: 'demo-custom',
      date: option.date,
      session: 'evening',
      isSingleStep: true,
      isCustomOrder: true,
    });
    expect(checkoutView(custom.actor.getSnapshot()).delivery.window).toBe('Вечер, 19:00–23:00');

    const plain = start({ hid: 'demo-standard' });
    await idle(plain.actor);
    plain.actor.send({ type: 'DATE.SELECT', date: option.date, from: '07:00', to: '12:00', interval: 'morning' });
    expect(plain.actor.getSnapshot().matches({ normal: 'updatingDate' })).toBe(true);
    await idle(plain.actor);
    expect(harness.sandbox.store.log.filter((l) => l.call === 'deliveries/update-date')).toHaveLength(1);
  });

  it('a far-region order refuses an address that is not far-region', async () => {
    const { actor } = start({ hid: 'demo-far' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SUBMIT', address: { street: 'ул. Арбат', house: '10', city_id: 2 } });
    await settled(actor);
    expect(checkoutView(actor.getSnapshot()).address).toMatchObject({ state: 3, error: 'Этот адрес недоступен' });
  });
});
