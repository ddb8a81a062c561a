import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { formatDate } from '../../domain/dates';
import { cabinetDay } from '../../testing/cabinet';
import { subscriptionPaidOnce, type SeedCity } from '../../testing/subscription';
import { orderDetailView } from '../order-detail/order-detail.connect';
import { subscriptionMenuView } from './subscription-menu.connect';

/**
 * A subscription made through the subscribe flow and paid shows the same dishes on the subscription
 * menu (`dashboard/subscriptions/menu`) as on its order's page: a new Minsk subscription's menu said
 * 'Меню этого заказа ещё формируется' while its order page listed day 1's dishes (walk8). The order
 * the flow creates does not say `hasPacks` (the seeded cabinet orders do): unknown is not "none".
 */
const harness = useSandbox();

const CITIES: ReadonlyArray<{ city: string; cityId: SeedCity }> = [
  { city: 'Minsk', cityId: 20 },
  { city: 'St Petersburg', cityId: 1 },
  { city: 'Moscow', cityId: 2 },
];

describe.each(CITIES)('a new subscription in $city, paid once', ({ cityId }) => {
  it('the subscription menu shows the dishes of its order’s first coming day, as the order’s page does', async () => {
    const { nowMs } = cabinetDay(harness);
    const { mealflow, created } = await subscriptionPaidOnce(harness, cityId, { now: nowMs });

    const detail = createActor(mealflow.machines.orderDetail, { input: { hid: created.id_H } }).start();
    await waitFor(detail, (s) => s.matches('ready'));
    const page = orderDetailView(detail.getSnapshot());
    expect(page.noDishesText).toBeUndefined();
    const [firstDay] = page.dishes;
    expect(firstDay?.items.length).toBeGreaterThan(0);

    const menu = createActor(mealflow.machines.subscriptionMenu, { input: { brand: 'main' } }).start();
    await waitFor(menu, (s) => s.matches({ ready: 'list' }));
    const order = subscriptionMenuView(menu.getSnapshot(), { nowMs })
      .sections.flatMap((s) => s.orders)
      .find((o) => o.id === created.id_H);
    expect(order?.dishesTitle).toBe(`Меню на ${formatDate(firstDay!.date)}`);
    expect(order?.dishes.map((d) => [d.mealText, d.title])).toEqual(firstDay!.items.map((i) => [i.mealType, i.title]));
  });
});
