import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { longateCalls } from '../../api/endpoints/longate';
import { errorText } from '../../api/errors';
import type { LongateBonus } from '../../api/schemas/longate';
import type { MealflowDeps } from '../../deps';
import { formatDayMonth } from '../../domain/dates';
import { RETRY } from '../../domain/messages';
import { plural } from '../../domain/money';
import { longatePath } from '../../routing/routes';
import { fromCall } from '../../shared/from-call';
import { loadable } from '../../shared/loadable';

/**
 * The bonuses that burn unless the client extends (`/longate-bonus`, LongateBonus, personal-cabinet
 * §2.1, §7 `finance/longate-bonuses` with the link's `burnId_H`): `loading` → `ready` | `error`
 * (RETRY). Each burn links into the extension flow of the order that keeps it.
 */
export interface LongateBonusesInput {
  /** From the link (`?burnId_H=`); without it, every current burn. */
  burnId?: string | undefined;
}

export interface LongateBonusesContext {
  burnId: string | undefined;
  bonuses: LongateBonus[];
  error: string | undefined;
}

const reject = () => Promise.reject(new Error('longateBonuses: actor "load" is not provided (use provideLongateBonuses)'));

const longateBonusesSetup = /*#__PURE__*/ setup({
  types: { input: {} as LongateBonusesInput, context: {} as LongateBonusesContext, events: {} as { type: 'RETRY' } },
  actors: { load: fromPromise<LongateBonus[], { burnId: string | undefined }>(reject) },
  actions: {
    assignBonuses: assign((_, params: { bonuses: LongateBonus[] }) => ({ bonuses: params.bonuses, error: undefined })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, LONGATE_BONUS_TEXTS.loadFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const longateBonusesLoading = /*#__PURE__*/ loadable(longateBonusesSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => ({ burnId: context.burnId }),
  onDone: { actions: { type: 'assignBonuses', params: ({ event }) => ({ bonuses: event.output }) } },
  onError: { actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
});

const longateBonusesLogic = /*#__PURE__*/ longateBonusesSetup.createMachine({
  id: 'longateBonuses',
  context: ({ input }) => ({ burnId: input.burnId, bonuses: [], error: undefined }),
  initial: 'loading',
  states: {
    ...longateBonusesLoading,
    ready: {},
  },
});

export function provideLongateBonuses(deps: MealflowDeps): LongateBonusesMachine {
  return longateBonusesMachine.provide({
    actors: {
      load: fromCall(
        async ({ input, signal }) =>
          (await deps.api.call(longateCalls.bonuses, input.burnId ? { burnId_H: input.burnId } : {}, { signal })).bonuses,
      ),
    },
  });
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
} as const;

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

export function longateBonusesView(snapshot: SnapshotFrom<typeof longateBonusesMachine>): LongateBonusesView {
  const { bonuses, error } = snapshot.context;
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('error') ? 'error' : bonuses.length === 0 ? 'empty' : 'ready';
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
  snapshot: SnapshotFrom<typeof longateBonusesMachine>,
  send: (event: { type: 'RETRY' }) => void,
): LongateBonusesView & { retry: () => void } {
  return { ...longateBonusesView(snapshot), retry: () => send({ type: 'RETRY' }) };
}

/** The longateBonuses machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface LongateBonusesMachine extends LongateBonusesLogic {}
type LongateBonusesLogic = typeof longateBonusesLogic;
export const longateBonusesMachine: LongateBonusesMachine = longateBonusesLogic;
