import type { CabinetDelivery, CabinetOrder } from '@mealflow/sdk/api';
import { CABINET_ORDERS, seedCabinetOrders } from './cabinet';
import { mskDay } from './order-defaults';

/**
 * The returning client's longation orders (README "Longate"): the unformed one continues `lk-paid`
 * (the client confirms and pays it), the formed one continues `lk-confirmed` and is already paid
 * (every longate call answers 'order for longation should be in status 1'). Plus the bonuses that
 * burn unless the client extends (`finance/longate-bonuses`).
 */
export const LONGATE_ORDERS = {
  unformed: 'lk-longate',
  formed: 'lk-longate-formed',
} as const;

/** Which order each longation continues (`longatedOrderId_H`). */
export const LONGATED_ORDER: Readonly<Record<string, string>> = {
  [LONGATE_ORDERS.unformed]: CABINET_ORDERS.paid,
  [LONGATE_ORDERS.formed]: CABINET_ORDERS.confirmed,
};

/** The burning bonuses of the returning client: 1 500, in 6 days, kept by paying `lk-longate`. */
export const LONGATE_BURN = { burnId_H: 'burn-1', amount: 1500, inDays: 6, orderId_H: LONGATE_ORDERS.unformed } as const;

function longation(
  template: CabinetOrder,
  hid: string,
  now: number,
  days: readonly number[],
  overrides: Partial<CabinetOrder>,
): CabinetOrder {
  const sample = template.deliveries[0] as CabinetDelivery;
  const deliveries = days.map((plus, i): CabinetDelivery => {
    const date = mskDay(now, plus);
    return {
      ...sample,
      id_H: `${hid}-d${i + 1}`,
      date,
      itemDate: date,
      isConfirmed: false,
      state: 'planned',
      deliveryDate: sample.deliveryDate ? { ...sample.deliveryDate, date } : null,
    };
  });
  return {
    ...template,
    id_H: hid,
    business_product: 'longate',
    first_delivery_id_H: `${hid}-d1`,
    deliveries,
    hasPacks: false,
    autoLongationBlock: null,
    canBePaidInCash: false,
    isDeliveryConfirmed: false,
    confirmTask: null,
    ...overrides,
  };
}

export function seedLongateOrders(now: number): CabinetOrder[] {
  const cabinet = seedCabinetOrders(now);
  const paid = cabinet.find((o) => o.id_H === CABINET_ORDERS.paid) as CabinetOrder;
  const confirmed = cabinet.find((o) => o.id_H === CABINET_ORDERS.confirmed) as CabinetOrder;
  return [
    // Continues lk-paid (its last delivery is in 5 days): 6 days from day 7, unformed, 9 540 to pay.
    longation(paid, LONGATE_ORDERS.unformed, now, [7, 9, 11], {
      status_unformed: true,
      is_ready: true,
      deb_price: 9540,
      menu_price: 9540,
      can_be_canceled: true,
    }),
    // Continues lk-confirmed: formed and paid.
    longation(confirmed, LONGATE_ORDERS.formed, now, [5, 7, 9], {
      status_unformed: false,
      is_ready: true,
      deb_price: 0,
      menu_price: 9540,
      can_be_canceled: false,
    }),
  ];
}
