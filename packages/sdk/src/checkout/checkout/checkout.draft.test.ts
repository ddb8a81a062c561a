import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import type { MemoryPorts } from '../../ports/memory';
import { checkoutView } from './checkout.connect';

/**
 * Issue 30: the courier's comment was shown without safe delivery and then dropped (only the
 * safe-delivery call carries it), cut at 500 characters without a counter; the e-mail edit, the
 * comment and the tick were lost on a reload. Now the field shows only with safe delivery, says its
 * limit, and what was typed is there again after a reload (a new checkout on the same storage).
 */
const harness = useSandbox();

function open(hid: string, ports?: MemoryPorts) {
  const p = ports ?? harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } }).ports;
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: p, timeoutMs: 2_000 });
  const actor = createActor(mealflow.machines.checkout, { input: { hid } }).start();
  return { actor, ports: p };
}
type Checkout = ReturnType<typeof open>['actor'];
const idle = (actor: Checkout) => waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.addressState !== 1);

describe('the courier comment and the checkout draft (through the sandbox)', () => {
  it('the comment field shows only with safe delivery (the call that carries it), with its limit; cash hides it', async () => {
    const { actor } = open('demo-standard');
    await idle(actor);
    expect(checkoutView(actor.getSnapshot())).toMatchObject({ safeDelivery: false, courierCommentShown: false });
    actor.send({ type: 'SAFE_DELIVERY.TOGGLE', value: true });
    expect(checkoutView(actor.getSnapshot())).toMatchObject({
      courierCommentShown: true,
      courierCommentMax: 500,
      courierCommentCounter: '0 из 500\u00a0знаков',
    });
    actor.send({ type: 'COURIER_COMMENT.CHANGE', value: 'Домофон 12' });
    expect(checkoutView(actor.getSnapshot()).courierCommentCounter).toBe('10 из 500\u00a0знаков');
    actor.send({ type: 'COURIER_COMMENT.CHANGE', value: 'я'.repeat(600) });
    expect(checkoutView(actor.getSnapshot())).toMatchObject({
      courierComment: 'я'.repeat(500),
      courierCommentCounter: '500 из 500\u00a0знаков',
    });
    actor.send({ type: 'METHOD.SELECT', method: 'cash' });
    expect(checkoutView(actor.getSnapshot())).toMatchObject({ safeDelivery: false, courierCommentShown: false });
  });

  it('a comment typed with safe delivery reaches the courier: the safe-delivery call carries it before paying', async () => {
    const { actor } = open('demo-standard');
    await idle(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await idle(actor);
    actor.send({ type: 'SAFE_DELIVERY.TOGGLE', value: true });
    actor.send({ type: 'COURIER_COMMENT.CHANGE', value: 'Позвонить за 10 минут' });
    actor.send({ type: 'METHOD.SELECT', method: 'sbp' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'sbp' } }));
    expect(harness.sandbox.store.log.find((l) => l.call === 'deliveries/safe-delivery-info')?.body).toEqual({
      orderId_H: 'demo-standard',
      optionId_H: 'safe-delivery',
      comment: 'Позвонить за 10 минут',
    });
  });

  it('the e-mail edit, the comment and the safe-delivery tick survive a reload; another order starts clean', async () => {
    const first = open('demo-standard');
    await idle(first.actor);
    first.actor.send({ type: 'PROFILE.CHANGE', field: 'email', value: 'new@example.ru' });
    first.actor.send({ type: 'SAFE_DELIVERY.TOGGLE', value: true });
    first.actor.send({ type: 'COURIER_COMMENT.CHANGE', value: 'Оставить у двери' });
    first.actor.stop();
    const reloaded = open('demo-standard', first.ports);
    await idle(reloaded.actor);
    expect(checkoutView(reloaded.actor.getSnapshot())).toMatchObject({
      profile: { email: 'new@example.ru' },
      safeDelivery: true,
      courierComment: 'Оставить у двери',
      courierCommentShown: true,
    });
    reloaded.actor.stop();
    const other = open('demo-expensive', first.ports);
    await idle(other.actor);
    expect(checkoutView(other.actor.getSnapshot())).toMatchObject({ safeDelivery: false, courierComment: '' });
    expect(checkoutView(other.actor.getSnapshot()).profile.email).not.toBe('new@example.ru');
  });
});
