import type { SnapshotFrom } from 'xstate';
import { LOYALTY_TEXTS } from '../../domain/bonus-texts';
import { RETRY } from '../../domain/messages';
import type { loyaltyMachine } from './loyalty.machine';
import { nextStatus, orderedStatuses, progressPercent, remainingTo, statusById } from './loyalty.rules';
import type { LoyaltyEvent } from './loyalty.types';
import { loadStatus } from '../../shared/loadable';

export type LoyaltySnapshot = SnapshotFrom<typeof loyaltyMachine>;

/** The progress bar to the next status: ARIA values and the Russian texts. */
export interface LoyaltyProgressView {
  /** 'Путь к статусу «Золотой»' (the progressbar's name). */
  label: string;
  /** aria-valuemin / max / now: roubles of paid orders from the current status's threshold to the next one's. */
  min: number;
  max: number;
  now: number;
  /** aria-valuetext: '42 300 ₽ из 60 000 ₽'. */
  valueText: string;
  percent: number;
  /** 'До статуса «Золотой» осталось 17 700 ₽'. */
  remainingText: string;
}

export interface LoyaltyStatusView {
  id: string;
  title: string;
  /** 'От 30 000 ₽ оплаченных заказов'. */
  thresholdText: string;
  benefits: string[];
  current: boolean;
}

export interface LoyaltyView {
  status: 'loading' | 'error' | 'disabled' | 'empty' | 'ready';
  error: string | undefined;
  /** 'Ваш статус: «Серебряный»'. */
  currentText: string | undefined;
  /** 'Оплачено заказов на 42 300 ₽'. */
  paidText: string | undefined;
  /** What the current status gives. */
  currentBenefits: string[];
  /** undefined at the top status (then `topText`) and without a status. */
  progress: LoyaltyProgressView | undefined;
  topText: string | undefined;
  statuses: LoyaltyStatusView[];
  texts: typeof LOYALTY_TEXTS & { retry: string };
}

export interface LoyaltyHandlers {
  retry: () => void;
}

/** The loyalty page's view model (Russian texts, NBSP money). */
export function loyaltyView(snapshot: LoyaltySnapshot): LoyaltyView {
  const { progress, statuses, error, cityId } = snapshot.context;
  const current = progress ? statusById(statuses, progress.statusId) : undefined;
  const next = progress ? nextStatus(statuses, progress) : undefined;
  const status = loadStatus(snapshot) ?? (snapshot.matches('disabled') ? 'disabled' : progress ? 'ready' : 'empty');
  const loaded = status === 'ready' || status === 'empty';
  return {
    status,
    error: status === 'error' ? error : undefined,
    currentText: current ? LOYALTY_TEXTS.current(current.title) : undefined,
    paidText: progress ? LOYALTY_TEXTS.paid(progress.amount, cityId) : undefined,
    currentBenefits: current?.benefits ?? [],
    progress:
      progress && next
        ? {
            label: LOYALTY_TEXTS.progressLabel(next.title),
            min: current?.threshold ?? 0,
            max: next.threshold,
            now: Math.min(progress.amount, next.threshold),
            valueText: LOYALTY_TEXTS.progressValue(progress.amount, next.threshold, cityId),
            percent: progressPercent(current?.threshold ?? 0, next.threshold, progress.amount),
            remainingText: LOYALTY_TEXTS.remaining(next.title, remainingTo(next, progress.amount), cityId),
          }
        : undefined,
    topText: progress && !next ? LOYALTY_TEXTS.top : undefined,
    statuses: loaded
      ? orderedStatuses(statuses).map((s) => ({
          id: s.id,
          title: s.title,
          thresholdText: LOYALTY_TEXTS.threshold(s.threshold, cityId),
          benefits: s.benefits,
          current: s.id === current?.id,
        }))
      : [],
    texts: { ...LOYALTY_TEXTS, retry: RETRY },
  };
}

/** The loyalty page's model and its handlers. */
export function connectLoyalty(snapshot: LoyaltySnapshot, send: (event: LoyaltyEvent) => void): LoyaltyView & LoyaltyHandlers {
  return { ...loyaltyView(snapshot), retry: () => send({ type: 'RETRY' }) };
}
