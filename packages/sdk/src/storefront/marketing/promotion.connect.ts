import type { SnapshotFrom } from 'xstate';
import { formatDate, formatDayMonth } from '../../domain/dates';
import { configText } from '../../domain/marketing-config';
import { formatDays, formatMoney, NBSP } from '../../domain/money';
import type { promotionMachine } from './promotion.machine';
import type { MarketingActivity, PromotionEvent } from './promotion.types';
import { shownState } from '../../shared/shown-state';
import { PROMOTION_VIEW_TEXTS } from './promotion.texts';

export { PROMOTION_VIEW_TEXTS };

export type PromotionSnapshot = SnapshotFrom<typeof promotionMachine>;

export interface PromotionOfferView {
  title: string;
  text: string;
  discountText: string | undefined;
  /** Where the order starts: the landing's form with the offer's first menu type. */
  orderHref: string;
  activation: 'idle' | 'activating' | 'activated' | 'unavailable';
  code: string | undefined;
}

export interface PromotionView {
  status: 'loading' | 'error' | 'none' | 'ready';
  error: string | undefined;
  title: string | undefined;
  description: string | undefined;
  periodText: string | undefined;
  /** The config's strip for this visitor (text and tone), or the active customisation's. */
  strip: { text: string; tone: string; background: string | undefined } | undefined;
  offers: PromotionOfferView[];
  copyStatus: string | undefined;
  taroText: string | undefined;
  faq: Array<{ question: string; answer: string }>;
  partners: Array<{ title: string; dateText: string; url: string }>;
}

export interface PromotionHandlers {
  retry: () => void;
  activate: (index: number) => void;
  /** The app copied the code (Clipboard API) — or could not. */
  copied: () => void;
  copyFailed: () => void;
}

const yearOf = (iso: string) => iso.slice(0, 4);

/** 'с 16 ноября по 14 декабря 2026 года'. */
export const periodText = (start: string, end: string): string =>
  `Акция действует с ${formatDayMonth(start.slice(0, 10))}${yearOf(start) === yearOf(end) ? '' : ` ${yearOf(start)} года`} по ${formatDayMonth(end.slice(0, 10))} ${yearOf(end)} года`;

/** 'Скидка 10 %', 'Скидка 500 ₽', '2 дня в подарок' (the first the offer has). */
export function discountText(offer: MarketingActivity['offers'][number], cityId: number): string | undefined {
  if (offer.percentDiscount) return `Скидка ${offer.percentDiscount}${NBSP}%`;
  if (offer.absoluteDiscount) return `Скидка ${formatMoney(offer.absoluteDiscount, cityId)}`;
  if (offer.mealdaysDiscount) return `${formatDays(offer.mealdaysDiscount)} в подарок`;
  return undefined;
}

/** What each state shows (\`shownState\`): the page, then the activation's phase. */
const STATUS = [
  ['error', 'error'],
  ['none', 'none'],
  ['ready', 'ready'],
] as const;
const PHASES = [
  [{ ready: 'activating' }, 'activating'],
  [{ ready: 'activated' }, 'activated'],
] as const;

export function promotionView(snapshot: PromotionSnapshot): PromotionView {
  const { activity, config, customizationData, error, activated, copy, taro, faq, input } = snapshot.context;
  const stripText = config ? configText(config, 'promotion/strip', 'text') : undefined;
  const strip = stripText
    ? { text: stripText, tone: configText(config ?? {}, 'promotion/strip', 'tone') ?? 'calm', background: undefined }
    : customizationData?.text
      ? { text: customizationData.text, tone: 'custom', background: customizationData.bg ?? undefined }
      : undefined;
  const phase = shownState(snapshot, PHASES, 'idle');
  return {
    status: shownState(snapshot, STATUS, 'loading'),
    error,
    title: activity?.title,
    description: activity?.description,
    periodText: activity ? periodText(activity.startDate, activity.endDate) : undefined,
    strip,
    offers: (activity?.offers ?? []).map((offer, index) => ({
      title: offer.title,
      text: offer.text,
      discountText: discountText(offer, input.visitor.cityId),
      orderHref: offer.menuTypes?.[0] ? `/?menuType=${encodeURIComponent(offer.menuTypes[0])}#order-form` : '/#order-form',
      activation: !offer.promocode ? 'unavailable' : activated === index ? phase : 'idle',
      code: activated === index && phase === 'activated' ? (offer.promocode ?? undefined) : undefined,
    })),
    copyStatus: copy === 'copied' ? PROMOTION_VIEW_TEXTS.copied : copy === 'failed' ? PROMOTION_VIEW_TEXTS.copyFailed : undefined,
    taroText: taro?.isActive && taro.selectedCard?.title ? PROMOTION_VIEW_TEXTS.taro(taro.selectedCard.title) : undefined,
    faq,
    partners: (activity?.partners ?? []).map((p) => ({ title: p.title, dateText: `с ${formatDate(p.startDate)}`, url: p.url })),
  };
}

export function connectPromotion(snapshot: PromotionSnapshot, send: (event: PromotionEvent) => void): PromotionView & PromotionHandlers {
  return {
    ...promotionView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    activate: (index) => send({ type: 'ACTIVATE', index }),
    copied: () => send({ type: 'COPIED' }),
    copyFailed: () => send({ type: 'COPY_FAILED' }),
  };
}
