import { formatDayMonth } from '../../domain/dates';
import { RETRY } from '../../domain/messages';
import { plural } from '../../domain/money';
import { longatePath } from '../../routing/routes';
import { loadStatus } from '../../shared/loadable';
import type { LongateBonusesContext, LongateBonusesEvent } from './longate-bonuses.types';

/** What the page reads of the machine's snapshot: its context and the load's tags. */
export interface LongateBonusesSnapshot {
  context: LongateBonusesContext;
  hasTag(tag: string): boolean;
}

/** Texts of the page (ours: the spec names the page and the call). */
export const LONGATE_BONUS_TEXTS = {
  title: 'Бонусы сгорают',
  loading: 'Загружаем бонусы…',
  loadFailed: 'Не удалось загрузить бонусы',
  retry: RETRY,
  empty: 'Сгорающих бонусов нет. Все ваши бонусы — в разделе «Бонусы».',
  lead: 'Продлите заказ, и бонусы останутся у вас.',
  extend: 'Продлить и сохранить бонусы',
  kept: 'Продление оплачено — бонусы сохранены',
  nothingToExtend: 'Заказа для продления нет — оформите новый заказ, чтобы потратить бонусы.',
  newOrder: 'Оформить новый заказ',
  wallet: 'Мои бонусы',
};

/** '1 500 бонусов' (NBSP inside, never wraps). */
export const bonusesText = (n: number): string =>
  `${new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, '\u00a0')}\u00a0${plural(Math.round(n), ['бонус', 'бонуса', 'бонусов'])}`;

export interface LongateBonusRow {
  id: string;
  amountText: string;
  /** 'Сгорят 29 ноября'. */
  burnText: string;
  kept: boolean;
  /** The extension flow of the order that keeps them. */
  extendHref: string | undefined;
}

export interface LongateBonusesView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  error: string | undefined;
  rows: LongateBonusRow[];
  links: { wallet: string; newOrder: string };
  texts: typeof LONGATE_BONUS_TEXTS;
}

export function longateBonusesView(snapshot: LongateBonusesSnapshot): LongateBonusesView {
  const { bonuses, error } = snapshot.context;
  const status = loadStatus(snapshot) ?? (bonuses.length === 0 ? 'empty' : 'ready');
  return {
    status,
    error: status === 'error' ? error : undefined,
    rows: bonuses.map((b) => ({
      id: b.burnId_H,
      amountText: bonusesText(b.amount),
      burnText: `${b.kept ? 'Сгорели бы' : 'Сгорят'} ${formatDayMonth(b.burnDate)}`,
      kept: b.kept,
      extendHref: !b.kept && b.orderId_H ? longatePath(b.orderId_H) : undefined,
    })),
    links: { wallet: '/dashboard/bonus', newOrder: '/dashboard/new-order' },
    texts: LONGATE_BONUS_TEXTS,
  };
}

export function connectLongateBonuses(
  snapshot: LongateBonusesSnapshot,
  send: (event: LongateBonusesEvent) => void,
): LongateBonusesView & { retry: () => void } {
  return { ...longateBonusesView(snapshot), retry: () => send({ type: 'RETRY' }) };
}
