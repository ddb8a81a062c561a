import type { Profile } from '../../api/schemas/profile';
import { DEFAULT_CITY_ID } from '../../domain/constants';
import { buildPath } from '../../routing/match';
import type { OrderBlockInput } from './order-block.machine';

/**
 * The smartphone order flow (personal-cabinet §2.2 `/dashboard/mobile/order` plus mealdays, profile,
 * payment; `/dashboard/mobile/ta/login`): the landing's order block (catalogue + funnel) and the
 * checkout, one step a screen. No rule of its own beyond the order of the steps and where each
 * leads: the plan, the phone, the order and its payment are the existing machines'. See README.md.
 */
export type MobileOrderStep = 'menu' | 'mealdays' | 'profile' | 'payment';

/** The steps in order; `menu` is `/dashboard/mobile/order` itself, the rest its `:step`. */
export const MOBILE_ORDER_STEPS: readonly MobileOrderStep[] = ['menu', 'mealdays', 'profile', 'payment'];

// not in the spec: the words of the smartphone order's steps.
export const MOBILE_ORDER_TEXTS = {
  title: 'Заказ',
  steps: { menu: 'Выберите рацион', mealdays: 'Сколько дней', profile: 'Контакты', payment: 'Адрес и оплата' } satisfies Record<
    MobileOrderStep,
    string
  >,
  stepOf: (index: number, count: number) => `Шаг ${index} из ${count}`,
  form: 'Оформление заказа',
  next: 'Далее',
  back: 'Назад',
  noOrder: 'Заказ не найден: выберите рацион заново',
  startAgain: 'Выбрать рацион',
  loginTitle: 'Вход',
};

/** The step of `/dashboard/mobile/order[/:step]` (an unknown one is the first). */
export function mobileOrderStepOf(step: string | undefined): MobileOrderStep {
  return MOBILE_ORDER_STEPS.find((s) => s === step && s !== 'menu') ?? 'menu';
}

/** The plan chosen so far, kept in the address between the steps (a reload keeps it). */
export interface MobileOrderChoice {
  menuType?: string | undefined;
  days?: number | undefined;
}

/** The choice read from the step's query (`menuType`, `days`). */
export function mobileOrderChoiceOf(search: string): MobileOrderChoice {
  const query = new URLSearchParams(search);
  const days = Number(query.get('days'));
  return {
    menuType: query.get('menuType') ?? undefined,
    days: Number.isInteger(days) && days > 0 ? days : undefined,
  };
}

/** The path of a step with the choice so far. */
export function mobileOrderPath(step: MobileOrderStep, choice: MobileOrderChoice = {}): string {
  const query = { menuType: choice.menuType, days: step === 'menu' || step === 'mealdays' ? undefined : choice.days };
  return step === 'menu' ? buildPath('MobileOrder', {}, query) : buildPath('MobileOrderStep', { step }, query);
}

export interface MobileOrderNav {
  step: MobileOrderStep;
  title: string;
  /** 'Шаг 2 из 4'. */
  progress: string;
  /** The previous step with the choice (none on the first). */
  back: string | undefined;
  /** The next plan step with the choice (none from the phone step on: the funnel and the checkout lead). */
  next: string | undefined;
}

/**
 * Where a step is and leads: menu → mealdays (the chosen line) → profile (line and days; the phone
 * form creates the order and hands it to the SMS step or straight to payment) → payment (the order's
 * checkout, `?hid=`). The checkout's own 'Закрыть' and results take over from there.
 */
export function mobileOrderNav(step: MobileOrderStep, choice: MobileOrderChoice): MobileOrderNav {
  const index = MOBILE_ORDER_STEPS.indexOf(step);
  const previous = MOBILE_ORDER_STEPS[index - 1];
  const following = MOBILE_ORDER_STEPS[index + 1];
  return {
    step,
    title: MOBILE_ORDER_TEXTS.steps[step],
    progress: MOBILE_ORDER_TEXTS.stepOf(index + 1, MOBILE_ORDER_STEPS.length),
    back: previous ? mobileOrderPath(previous, choice) : undefined,
    next: following && step !== 'profile' && step !== 'payment' ? mobileOrderPath(following, choice) : undefined,
  };
}

/**
 * The order block's input on the smartphone order: the client's city (else the visitor's), the
 * standard product, origin by login (1 anonymous, 13 logged in: `placement: 'other'`), the choice
 * of the address, and the checkout opened as the flow's payment step.
 */
export function mobileOrderInput(
  profile: Pick<Profile, 'city_id'> | undefined,
  visitorCityId: number | undefined,
  choice: MobileOrderChoice,
): Pick<
  OrderBlockInput,
  'cityId' | 'businessProduct' | 'placement' | 'checkoutIn' | 'loggedIn' | 'queryMenuType' | 'queryDays' | 'exactMenuType' | 'isSmartphone'
> {
  return {
    cityId: profile?.city_id ?? visitorCityId ?? DEFAULT_CITY_ID,
    businessProduct: 'standard',
    placement: 'other',
    checkoutIn: 'mobileOrder',
    loggedIn: profile !== undefined,
    isSmartphone: true,
    exactMenuType: true,
    ...(choice.menuType ? { queryMenuType: choice.menuType } : {}),
    ...(choice.days ? { queryDays: choice.days } : {}),
  };
}

/** The order of the payment step (`?hid=`), if any. */
export const mobileOrderHid = (search: string): string | undefined => new URLSearchParams(search).get('hid') || undefined;

/** Where `/dashboard/mobile/ta/login` goes once the client is logged in: the order flow. */
export const MOBILE_TA_LOGIN_NEXT = buildPath('MobileOrder');
