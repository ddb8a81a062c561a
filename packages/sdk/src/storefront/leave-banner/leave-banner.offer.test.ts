import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkout } from '../../api/endpoints/checkout';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { LEAVE_BANNER_PROMOCODE, leaveBannerVariantFor } from '../../domain/pricing';
import { leaveBannerView } from './leave-banner.connect';

/** Issue 12, defect 8: the banner's variant follows the visitor's target; its code works at checkout. */
const harness = useSandbox();

describe('leave banner offer', () => {
  it('variant: trial on the day product, else the target p1/p2/p3 (p1 when unknown)', () => {
    expect(leaveBannerVariantFor('day', 'p3')).toBe('trial');
    expect(leaveBannerVariantFor('standard', 'p2')).toBe('p2');
    expect(leaveBannerVariantFor('detox', 'p3')).toBe('p3');
    expect(leaveBannerVariantFor('standard', undefined)).toBe('p1');
    expect(leaveBannerVariantFor('standard', 'p5')).toBe('p1');
  });

  it('the target chosen before the banner opens decides its offer; the countdown line holds the time once', () => {
    const { ports } = harness.setup();
    const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports });
    const actor = createActor(mealflow.machines.leaveBanner, { input: { cityId: 2, variant: 'p1' } }).start();
    actor.send({ type: 'VARIANT.CHANGE', variant: 'p3' });
    actor.send({ type: 'MOUSE.LEAVE' });
    const view = leaveBannerView(actor.getSnapshot());
    expect(view).toMatchObject({
      variant: 'p3',
      offerText: 'Дополнительные 5% скидки на первый заказ рациона, чтобы держать форму',
      countdownText: 'Предложение действует ещё 5:00',
    });
    // Once open, the offer no longer changes under the visitor's eyes.
    actor.send({ type: 'VARIANT.CHANGE', variant: 'p2' });
    expect(leaveBannerView(actor.getSnapshot()).variant).toBe('p3');
  });

  it('the promised code is accepted at checkout: 5% off an ordinary order', async () => {
    const { api } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    const answer = await api.call(checkout.applyPromo, { order_id_H: 'demo-standard', promocode: LEAVE_BANNER_PROMOCODE });
    expect(answer).toMatchObject({ success: true, menu_price: 9540, deb_price: 9540 - 477 });
  });
});
