import type { SnapshotFrom } from 'xstate';
import { todayIso } from '../../domain/dates';
import { RETRY } from '../../domain/messages';
import { FITNESS_TEXTS } from '../../domain/subscription-pages-texts';
import { buildPath } from '../../routing/match';
import { subscriptionCard } from '../subscriptions/subscriptions.connect';
import type { SubscriptionState } from '../subscriptions/subscriptions.rules';
import type { fitnessMachine } from './fitness.machine';
import { canRequestPromo } from './fitness.rules';
import type { FitnessEvent } from './fitness.types';
import { loadStatus } from '../../shared/loadable';

export type FitnessSnapshot = SnapshotFrom<typeof fitnessMachine>;

/** One subscription with the sports club: every string ready to render. */
export interface FitnessCardView {
  id: string;
  /** 'Прайм'. */
  title: string;
  /** 'Баланс'. */
  menuTitle: string;
  state: SubscriptionState['kind'];
  /** 'Активна', 'Заморожена'. */
  stateText: string;
  /** 'Фитнес-клуб: 3 месяца занятий'. */
  monthsText: string;
  canRequest: boolean;
  requesting: boolean;
  /** 'Заявка принята…', once accepted. */
  requestedText: string | undefined;
  /** Why the request failed (the server's words), on this card. */
  error: string | undefined;
}

export interface FitnessView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  error: string | undefined;
  cards: FitnessCardView[];
  texts: typeof FITNESS_TEXTS & { retry: string };
  /** Where 'Посмотреть подписки' leads (the cabinet's subscribe page). */
  subscribePath: string;
}

export interface FitnessOptions {
  /** "Now" for the subscription's state (the clock port); the wall clock by default. */
  nowMs?: number | undefined;
}

export interface FitnessHandlers {
  retry: () => void;
  requestPromo: (id: string) => void;
}

export function fitnessView(snapshot: FitnessSnapshot, options: FitnessOptions = {}): FitnessView {
  const { context } = snapshot;
  const today = todayIso(options.nowMs ?? Date.now());
  const status = loadStatus(snapshot) ?? (context.subscriptions.length === 0 ? 'empty' : 'ready');
  return {
    status,
    error: status === 'error' ? context.error : undefined,
    cards:
      status === 'ready'
        ? context.subscriptions.map((sub) => {
            const card = subscriptionCard(sub, today);
            const id = sub.clientSubscriptionId_H;
            return {
              id,
              title: card.title,
              menuTitle: card.menuTitle,
              state: card.state,
              stateText: card.stateText,
              monthsText: FITNESS_TEXTS.months(sub.fitness_months ?? 0),
              canRequest: canRequestPromo(id, context.requested, context.requestingId),
              requesting: context.requestingId === id,
              requestedText: context.requested.includes(id) ? FITNESS_TEXTS.requested : undefined,
              error: context.requestError?.id === id ? context.requestError.text : undefined,
            };
          })
        : [],
    texts: { ...FITNESS_TEXTS, retry: RETRY },
    subscribePath: buildPath('DashboardSubscribe'),
  };
}

/** The page's model and its handlers. */
export function connectFitness(
  snapshot: FitnessSnapshot,
  send: (event: FitnessEvent) => void,
  options: FitnessOptions = {},
): FitnessView & FitnessHandlers {
  return {
    ...fitnessView(snapshot, options),
    retry: () => send({ type: 'RETRY' }),
    requestPromo: (id) => send({ type: 'PROMO.REQUEST', id }),
  };
}
