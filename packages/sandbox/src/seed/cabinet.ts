import type { Address, CabinetDelivery, CabinetOrder, DeliveryState } from '@mealflow/sdk/api';
import { formatDays } from '@mealflow/sdk/domain';
import { mskDay, orderDefaults } from './order-defaults';

/**
 * The returning client's active orders in the cabinet (see the README, section "Cabinet"). Owned
 * by `+79990000001`: other clients get 404. Dates are Moscow days relative to the seed's "now"
 * (past deliveries are `delivered`); ids `lk-*`, deliveries `<hid>-d<n>`.
 */

export const CABINET_ORDERS = {
  paid: 'lk-paid',
  awaiting: 'lk-awaiting',
  custom: 'lk-custom',
  confirmed: 'lk-confirmed',
  task: 'lk-task',
  far: 'lk-far',
  spb: 'lk-spb',
  unformed: 'lk-unformed',
} as const;

export const CABINET_ADDRESSES = {
  tverskaya: {
    id_H: 'addr-msk-1',
    text: 'Москва, ул. Тверская, д. 7',
    street: 'ул. Тверская',
    house: '7',
    flat: '12',
    city_id: 2,
    is_far_moscow_region: false,
  },
  far: {
    id_H: 'addr-far-1',
    text: 'Московская обл., Истра, ул. Ленина, д. 3',
    street: 'ул. Ленина',
    house: '3',
    flat: null,
    city_id: 2,
    cityName: 'Истра',
    is_far_moscow_region: true,
  },
  spb: {
    id_H: 'addr-spb-1',
    text: 'Санкт-Петербург, Невский пр-т, д. 28',
    street: 'Невский пр-т',
    house: '28',
    flat: '5',
    city_id: 1,
    is_far_moscow_region: false,
  },
} as const satisfies Record<string, Address>;

/** Plans an order can switch to (`orders/update-price-plan`): 6, 12 and 24 days of its line. */
const plans = (perDay: number) => [
  { id: 306, mealDays: 6, price: perDay * 6, title: formatDays(6) },
  { id: 312, mealDays: 12, price: Math.round(perDay * 12 * 0.95), title: formatDays(12) },
  { id: 324, mealDays: 24, price: Math.round(perDay * 24 * 0.9), title: formatDays(24) },
];

interface DeliveryPlan {
  plus: number;
  type?: 'morning' | 'evening';
  confirmed?: boolean;
  state?: DeliveryState;
}

function deliveries(hid: string, now: number, address: Address, plan: readonly DeliveryPlan[]): CabinetDelivery[] {
  return plan.map((p, i) => {
    const date = mskDay(now, p.plus);
    const morning = p.type === 'morning';
    return {
      id_H: `${hid}-d${i + 1}`,
      date,
      itemDate: date,
      client_address_id_H: address.id_H ?? null,
      clientAddress: address,
      isConfirmed: p.confirmed ?? false,
      deliveryDate: {
        title: morning ? 'Утро' : 'Вечер',
        date,
        timeFrom: morning ? '07:00' : '18:00',
        timeTo: morning ? '12:00' : '23:00',
        type: morning ? 'morning' : 'evening',
      },
      possibleDeliveryDays: null,
      state: p.state ?? (p.plus < 0 ? 'delivered' : 'planned'),
    };
  });
}

/** Two deliveries behind, three ahead (tomorrow, in 3 and in 5 days). */
const USUAL: readonly DeliveryPlan[] = [{ plus: -3 }, { plus: -1 }, { plus: 1 }, { plus: 3 }, { plus: 5 }];

function order(
  hid: string,
  now: number,
  overrides: Partial<CabinetOrder> & { address?: Address; plan?: readonly DeliveryPlan[] } = {},
): CabinetOrder {
  const { address = CABINET_ADDRESSES.tverskaya, plan = USUAL, ...rest } = overrides;
  return {
    ...orderDefaults(hid),
    deb_price: 0,
    status_unformed: false,
    showConfirmTimer: false,
    cashbackIncomeInfo: null,
    deliveries: deliveries(hid, now, address, plan),
    titleMealDaysAlternative: null,
    menu_type_title: null,
    is_abonement: false,
    abonement_days: null,
    number_of_meals: 5,
    real_number_of_meals: 5,
    hasPacks: true,
    pricePlans: plans(1590),
    price_plan_id: 306,
    deliveryOptions: [
      { id_H: 'safe-delivery', title: 'Оставить у двери', price: 0, added: false },
      { id_H: 'eco-bag', title: 'Эко-пакет вместо пластика', price: 99, added: false },
    ],
    confirmTask: null,
    ...rest,
  };
}

export function seedCabinetOrders(now: number): CabinetOrder[] {
  const { paid, awaiting, custom, confirmed, task, far, spb, unformed } = CABINET_ORDERS;
  return [
    order(paid, now, { autoLongationBlock: { isAutolongationEnabled: true }, canBePaidInCash: false }),
    order(awaiting, now, {
      menu_type: 'balance',
      menu_type_id: 5,
      deb_price: 11_940,
      menu_price: 11_940,
      status_unformed: true,
      pricePlans: plans(1990), // The order of 'Прайм' (frozen until the day after tomorrow): its deliveries come after the freeze.
      plan: [
        { plus: 3, type: 'morning' },
        { plus: 5, type: 'morning' },
        { plus: 7, type: 'morning' },
      ],
    }),
    order(custom, now, {
      menu_type: 'daily',
      menu_type_id: 4,
      custom_config: [{ mealDate: mskDay(now, 1), mealNumber: 1, packId: 101, type: 'change', count: 1 }],
      menu_price: 9800,
      // §5 per-delivery limits (README "Customisation").
      deliveryLimits: { minPacksPerDelivery: 3, maxPacksPerDelivery: 7, minimumMealsPerDelivery: 4, paidDeliveryPrice: 300 },
      canBePaidInCash: false,
    }),
    order(confirmed, now, { isDeliveryConfirmed: true, plan: [{ plus: -2 }, { plus: 1, confirmed: true }, { plus: 3 }] }),
    order(task, now, { confirmTask: { optionId: 'sms', title: 'Подтверждать по СМС за день до доставки' } }),
    order(far, now, {
      isFarRegion: true,
      is_far_moscow_region: true,
      delivery_price: 500,
      menu_price: 9540,
      address: CABINET_ADDRESSES.far,
    }),
    order(spb, now, {
      city_id: 1,
      menu_price: 9240,
      address: CABINET_ADDRESSES.spb,
      pricePlans: plans(1540),
      plan: [{ plus: -1 }, { plus: 2 }, { plus: 4 }],
    }),
    order(unformed, now, {
      is_ready: false,
      status_unformed: true,
      deb_price: 9540,
      hasPacks: false,
      plan: [{ plus: 2 }, { plus: 4 }, { plus: 6 }],
    }),
  ];
}

/** The dishes of a day (`{hid}/packs`): the same five meals, the date in the title's order. */
export const CABINET_DISHES = [
  { id: 101, title: 'Сырники с ягодным соусом', mealType: 'Завтрак', mealIndex: 1, count: 1, kcal: 320 },
  { id: 102, title: 'Смузи манго-банан', mealType: 'Перекус', mealIndex: 2, count: 1, kcal: 180 },
  { id: 103, title: 'Куриная грудка с киноа', mealType: 'Обед', mealIndex: 3, count: 1, kcal: 450 },
  { id: 104, title: 'Творожный мусс', mealType: 'Полдник', mealIndex: 4, count: 1, kcal: 160 },
  { id: 105, title: 'Треска с овощами на пару', mealType: 'Ужин', mealIndex: 5, count: 1, kcal: 290 },
] as const;

/** Why an order is cancelled (`orders/feedback-reason-order-cancelling`). */
export const CANCEL_REASONS = [
  { id: 1, title: 'Не понравился вкус', withComment: false },
  { id: 2, title: 'Слишком дорого', withComment: false },
  { id: 3, title: 'Уезжаю', withComment: false },
  { id: 4, title: 'Другое', withComment: true },
] as const;

/** How a confirm task confirms the deliveries (`orders/confirm-task/options`). */
export const CONFIRM_TASK_OPTIONS = [
  { id: 'sms', title: 'Подтверждать по СМС за день до доставки', description: 'Пришлём СМС, ответьте на него, чтобы подтвердить доставку' },
  { id: 'call', title: 'Звонок оператора за день до доставки', description: null },
] as const;
