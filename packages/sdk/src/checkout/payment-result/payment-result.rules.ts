import { formatDays, formatMoney } from '../../domain/money';
import { longatePath, type PaymentFlow } from '../../routing/routes';
import type { PaymentState } from '../payment/payment.machine';
import type { GiftCourier } from '../../api/schemas/payments';
import { giftCourierWhen } from '../gift-certificate/gift-certificate.rules';
import { cabinetOrderLink, giftFacts, resultFacts, type PaidBy, type ResultFact, type ResultOrderFacts } from './payment-result.facts';

/**
 * The result pages' wording (order-funnel §2 "Payment result steps"): one rule, in the SDK, so no
 * view says 'Заказ оплачен' of an order it did not ask. The spec names the steps, not their words:
 * every text here is ours. The order (or the gift purchase) decides; the route's `result` only
 * says what the visitor expects.
 */
export interface PaidFacts {
  /** Days of the order or of the certificate. */
  days: number | undefined;
  /** What is left to pay (cash), in the order's currency. */
  amount: number | undefined;
  cityId: number | undefined;
  email: string | undefined;
  /** The order asked (`orders/get`): what the page says was bought. */
  order?: ResultOrderFacts | undefined;
  /** How this browser paid it (`rememberPaidBy`), when it did. */
  paidBy?: PaidBy | undefined;
  /** A gift certificate brought by a courier: the day, window and address. */
  courier?: GiftCourier | undefined;
  /** The promo code that covered the whole menu price (order-funnel §4: the order counts as paid). */
  promocode?: string | undefined;
}

export type ResultVerdict = 'checking' | 'paid' | 'processing' | 'unpaid' | 'cash' | 'confirm' | 'recall' | 'cardbind' | 'unknown';

export interface ResultLink {
  label: string;
  href: string;
}

export interface PaymentResultModel {
  verdict: ResultVerdict;
  title: string;
  text: string;
  /** What was bought: number, line and days, amount and how, first delivery, address, schedule (label/value). */
  facts: ResultFact[];
  links: ResultLink[];
  /** The 'unknown' verdict's button. */
  canCheckAgain: boolean;
  checkAgainLabel: string;
  /** 'Перезвоните мне' on a failed payment (orders/recall-request, then the flow's recall-success page). */
  recall: RecallOffer | undefined;
}

export interface RecallOffer {
  label: string;
  sending: boolean;
  /** The request failed: the button stays, with this text. */
  error: string | undefined;
}

/** Flows whose failed payment offers a call back: an order exists to talk about (not a gift or a card check). */
const RECALL_FLOWS: readonly PaymentFlow[] = ['payment', 'newclient', 'longate', 'subscribe'];
export const canRecall = (flow: PaymentFlow): boolean => RECALL_FLOWS.includes(flow);
export const RECALL_FAILED_TEXT = 'Не удалось отправить заявку. Попробуйте ещё раз.';

/** Where a sent recall request goes (personal-cabinet §2.1: payment/recall-success, newclient /recall-success, longate recall-success). */
export function recallSuccessPath(hid: string, flow: PaymentFlow): string {
  if (flow === 'longate') return longatePath(hid, 'recall-success');
  if (flow === 'newclient') return `/dashboard/order/${encodeURIComponent(hid)}/newclient/recall-success`;
  return `/dashboard/order/${encodeURIComponent(hid)}/payments/payment/recall-success`;
}

/** What the route's result and the asked state mean together. */
export function resultVerdict(result: string, state: PaymentState | undefined, failedToAsk: boolean): ResultVerdict {
  if (result === 'recall') return 'recall';
  if (failedToAsk) return 'unknown';
  if (!state) return 'checking';
  if (state.paid) return 'paid';
  if (state.processing) return 'processing';
  if (result === 'cash' || result === 'confirm' || result === 'cardbind') return result;
  return 'unpaid';
}

const forDays = (facts: PaidFacts) => (facts.days ? ` на ${formatDays(facts.days)}` : '');

/** What happens next, after a paid order: nothing is cooked yet, so no page says it is. */
const NEXT_STEPS = 'Рацион приготовят к первой доставке. Дату, время и адрес можно изменить в личном кабинете.';

/** Where a subscription's next payments come from: the way the first one was paid (SBP asks for auto-pay transfers, §2). */
const NEXT_PAYMENTS_FROM: Record<PaidBy, string> = { card: ' с карты', sbp: ' по СБП', vkpay: '' };

/** An order whose promo code covers the menu price (order-funnel §4): nothing was charged, nothing is due. */
const paidByPromo = (f: PaidFacts) => ({
  title: 'Заказ оформлен',
  text: `Промокод ${f.promocode ?? ''} покрыл стоимость рациона${forDays(f)}: оплачивать заказ не нужно. ${NEXT_STEPS}`,
});

const PAID: Record<PaymentFlow, (facts: PaidFacts) => { title: string; text: string }> = {
  payment: (f) =>
    f.promocode ? paidByPromo(f) : { title: 'Заказ оплачен', text: `Спасибо! Оплата рациона${forDays(f)} получена. ${NEXT_STEPS}` },
  newclient: (f) =>
    f.promocode
      ? paidByPromo(f)
      : { title: 'Заказ оплачен', text: `Добро пожаловать! Оплата рациона${forDays(f)} получена. ${NEXT_STEPS}` },
  longate: (f) => ({
    title: 'Продление оплачено',
    text: `Рацион продлён${forDays(f)}. Доставки продолжатся без перерыва по прежнему адресу.`,
  }),
  subscribe: (f) => ({
    title: 'Подписка оформлена',
    text: `Первый период оплачен. Следующие оплаты спишутся${f.paidBy ? NEXT_PAYMENTS_FROM[f.paidBy] : ''} автоматически за 3 дня до доставки — за 4 дня мы напомним. Управлять подпиской можно в личном кабинете.`,
  }),
  cardbind: () => ({ title: 'Карта привязана', text: 'Следующие оплаты пройдут с этой карты автоматически.' }),
  onlinecert: (f) => ({
    title: 'Сертификат оплачен',
    text: f.courier
      ? `Курьер привезёт подарочный сертификат${forDays(f)} ${giftCourierWhen(f.courier.date, f.courier.window)}, по адресу ${f.courier.address}.`
      : `Подарочный сертификат${forDays(f)} придёт${f.email ? ` на ${f.email}` : ' на указанный e-mail'} в течение нескольких минут.`,
  }),
};

export function paymentResultModel(input: {
  hid: string;
  flow: PaymentFlow;
  verdict: ResultVerdict;
  facts: PaidFacts;
  /** Where a recall request stands (the result machine's `recalling` state and its failure). */
  recall?: { sending: boolean; failed: boolean } | undefined;
}): PaymentResultModel {
  const { hid, flow, verdict, facts } = input;
  if (flow === 'cardbind') return cardBindingResult(verdict);
  const cabinet: ResultLink = { label: 'В личный кабинет', href: '/dashboard' };
  // The order's own page first, whenever the order was asked (not a gift: it has no order yet).
  const orderLinks: ResultLink[] = facts.order && flow !== 'onlinecert' ? [cabinetOrderLink(facts.order.hid), cabinet] : [cabinet];
  const factsAs = (payment: 'paid' | 'cash' | 'none') =>
    flow === 'onlinecert'
      ? payment === 'paid'
        ? giftFacts(facts)
        : []
      : facts.order
        ? resultFacts(facts.order, payment, facts.paidBy)
        : [];
  const back: ResultLink =
    flow === 'onlinecert'
      ? { label: 'Вернуться к оплате', href: '/instant-cert' }
      : flow === 'longate'
        ? { label: 'Вернуться к оплате', href: longatePath(hid, 'creditcard') }
        : { label: 'Вернуться к оплате', href: `/instant-order/${encodeURIComponent(hid)}` };
  const base = { canCheckAgain: false, checkAgainLabel: 'Проверить ещё раз', recall: undefined, facts: [] as ResultFact[] };
  switch (verdict) {
    case 'checking':
      return { ...base, verdict, title: 'Проверяем оплату…', text: '', links: [] };
    case 'paid':
      return { ...base, verdict, ...PAID[flow](facts), facts: factsAs('paid'), links: orderLinks };
    case 'processing':
      return {
        ...base,
        verdict,
        title: 'Платёж обрабатывается',
        text: 'Банк ещё проводит оплату. Не оплачивайте заказ повторно — страница обновится сама, как только придёт ответ.',
        facts: factsAs('none'),
        links: orderLinks,
      };
    case 'cash':
      return {
        ...base,
        verdict,
        title: 'Заказ оформлен',
        text: `Оплатите ${facts.amount && facts.cityId !== undefined ? formatMoney(facts.amount, facts.cityId) : 'заказ'} наличными курьеру при получении. ${NEXT_STEPS}`,
        facts: factsAs('cash'),
        links: orderLinks,
      };
    case 'confirm':
      return {
        ...base,
        verdict,
        title: 'Заказ подтверждён',
        text: 'Мы свяжемся с вами, если что-то изменится.',
        facts: factsAs('none'),
        links: orderLinks,
      };
    case 'recall':
      return {
        ...base,
        verdict,
        title: 'Заявка принята',
        text: 'Мы перезвоним вам в ближайшее время, чтобы помочь с оплатой.',
        links: [cabinet],
      };
    case 'cardbind':
      return { ...base, verdict, ...PAID.cardbind(facts), links: [cabinet] };
    case 'unknown':
      return {
        ...base,
        verdict,
        canCheckAgain: true,
        title: 'Не удалось проверить оплату',
        text: 'Нет связи с сервером. Не оплачивайте заказ повторно: проверьте оплату ещё раз через минуту.',
        links: [cabinet],
      };
    default:
      return {
        ...base,
        verdict: 'unpaid',
        title: 'Оплата не прошла',
        text:
          flow === 'onlinecert'
            ? 'Деньги не списаны. Попробуйте оплатить сертификат ещё раз.'
            : 'Деньги не списаны. Заказ сохранён — попробуйте оплатить ещё раз или выберите другой способ.',
        links: [back],
        recall: canRecall(flow)
          ? {
              label: 'Перезвоните мне',
              sending: input.recall?.sending ?? false,
              error: input.recall?.failed ? RECALL_FAILED_TEXT : undefined,
            }
          : undefined,
      };
  }
}

/** A card binding's result (flow cardbind, asked by its binding payment): the cards are where it goes on. */
function cardBindingResult(verdict: ResultVerdict): PaymentResultModel {
  const cards: ResultLink = { label: 'К моим картам', href: '/dashboard/settings/cards' };
  const base = {
    verdict,
    canCheckAgain: false,
    checkAgainLabel: 'Проверить ещё раз',
    links: [cards],
    recall: undefined,
    facts: [] as ResultFact[],
  };
  switch (verdict) {
    case 'checking':
      return { ...base, title: 'Проверяем карту…', text: '', links: [] };
    case 'paid':
    case 'cardbind':
      return {
        ...base,
        ...PAID.cardbind({ days: undefined, amount: undefined, cityId: undefined, email: undefined, promocode: undefined }),
        text: 'Мы списали 1\u00a0₽ для проверки и уже вернули его. Следующие оплаты пройдут с этой карты автоматически.',
      };
    case 'processing':
      return { ...base, title: 'Банк проверяет карту', text: 'Ответ банка ещё не пришёл. Страница обновится сама, как только он придёт.' };
    case 'unknown':
      return {
        ...base,
        canCheckAgain: true,
        title: 'Не удалось проверить карту',
        text: 'Нет связи с сервером. Проверьте ещё раз через минуту.',
      };
    default:
      return {
        ...base,
        verdict: 'unpaid',
        title: 'Карта не привязана',
        text: 'Банк не подтвердил карту, деньги не списаны. Попробуйте ещё раз или добавьте другую карту.',
        links: [{ label: 'Попробовать ещё раз', href: '/dashboard/settings/cards' }],
      };
  }
}
