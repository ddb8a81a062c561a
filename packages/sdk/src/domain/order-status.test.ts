import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { canPay, orderDue, orderPayment, type OrderPaymentFacts } from './order-status';

/**
 * An order's payment on the cabinet's cards (`orderPayment`): the one rule the orders list, the
 * order page and the subscription menu read. The Minsk subscription of walk5: Баланс, 24 days,
 * 1 392 руб. before the subscription's 10 % (139), 1 253 руб. in four payments of 6 days (313, 313,
 * 313, 314), 12 deliveries every 2 days from `start`; after its first payment the cabinet said
 * 'Оплачен' at 1 392 руб.
 */
const TODAY = '2026-12-01';
const start = '2026-12-06';

function order(facts: Partial<OrderPaymentFacts> = {}): OrderPaymentFacts {
  return {
    menu_price: 1392,
    delivery_price: 0,
    discount_sum: 139,
    bonuses_sum: 0,
    discounts: [],
    referralPayment: null,
    promocode_discounts: [],
    number_of_days: 24,
    is_client_subscription: true,
    is_ready: true,
    deb_price: 313,
    deliveries: Array.from({ length: 12 }, (_, i) => ({ date: addDays(start, 2 * i) })),
    ...facts,
  };
}

// The second payment pays the deliveries from the 4th (start + 6 days), charged 3 days before; the third from the 7th.
const secondCharge = addDays(start, 3);
const thirdCharge = addDays(start, 9);

describe('orderPayment (domain/order-status.ts)', () => {
  it.each([
    {
      row: 'a stage-paid subscription before its first payment awaits it',
      facts: {},
      today: TODAY,
      expected: { status: 'awaitingPayment', total: 1253, paid: undefined, next: undefined },
    },
    {
      row: 'after its first payment (nothing to pay now): paid in part, 313 of 1 253, the second payment 3 days before its deliveries',
      facts: { deb_price: 0 },
      today: TODAY,
      expected: { status: 'paidInPart', total: 1253, paid: 313, next: { amount: 313, charge: secondCharge } },
    },
    {
      row: 'on the second payment’s day, nothing to pay: it was charged, the third is next',
      facts: { deb_price: 0 },
      today: secondCharge,
      expected: { status: 'paidInPart', total: 1253, paid: 626, next: { amount: 313, charge: thirdCharge } },
    },
    {
      row: 'the second payment due and not paid: the order awaits it',
      facts: { deb_price: 313 },
      today: secondCharge,
      expected: { status: 'awaitingPayment', total: 1253, paid: undefined, next: undefined },
    },
    {
      row: 'every payment charged: paid',
      facts: { deb_price: 0 },
      today: addDays(start, 30),
      expected: { status: 'paid', total: 1253, paid: undefined, next: undefined },
    },
    {
      row: 'a pack (not a subscription) paid whole: paid, at its price after the discount',
      facts: { deb_price: 0, is_client_subscription: false },
      today: TODAY,
      expected: { status: 'paid', total: 1253, paid: undefined, next: undefined },
    },
    {
      row: 'a monthly subscription (26–34 days) is paid whole',
      facts: { deb_price: 0, number_of_days: 28 },
      today: TODAY,
      expected: { status: 'paid', total: 1253, paid: undefined, next: undefined },
    },
    {
      row: 'not formed yet',
      facts: { is_ready: false },
      today: TODAY,
      expected: { status: 'unformed', total: 1253, paid: undefined, next: undefined },
    },
    {
      row: 'a promo code covering the menu price counts as paid (order-funnel §4)',
      facts: {
        deb_price: 300,
        discount_sum: 0,
        is_client_subscription: false,
        promocode_discounts: [{ promocode: 'GIFT100', discount_sum: 1392 }],
      },
      today: TODAY,
      expected: { status: 'paid', total: 0, paid: undefined, next: undefined },
    },
  ])('$row', ({ facts, today, expected }) => {
    expect(orderPayment(order(facts), today)).toEqual(expected);
  });

  it('the pay action and a cancelled delivery’s terms read what is due now, paid in part or not', () => {
    expect([order(), order({ deb_price: 0 }), order({ is_ready: false })].map((o) => [orderDue(o), canPay(o)])).toEqual([
      ['awaitingPayment', true],
      ['nothing', false],
      ['unformed', false],
    ]);
  });
});
