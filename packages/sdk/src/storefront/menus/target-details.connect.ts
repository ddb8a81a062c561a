import type { SnapshotFrom } from 'xstate';
import { cityById } from '../../domain/cities';
import { RETRY } from '../../domain/messages';
import { MENU_PAGE_TEXTS, TARGET_TEXTS } from '../../domain/menus-texts';
import { formatAmount, formatMoney } from '../../domain/money';
import { buildPath } from '../../routing/match';
import type { OrderBlockInput } from '../landing/order-block.machine';
import type { targetDetailsMachine, TargetDetailsEvent } from './target-details.machine';
import { shownState } from '../../shared/shown-state';

export type TargetDetailsSnapshot = SnapshotFrom<typeof targetDetailsMachine>;

/** A line of the goal: its title, '1 200 ккал в день', 'от 1 590 ₽ в день' and its week menu's page. */
export interface TargetLineView {
  type: string;
  title: string;
  subtitle: string | undefined;
  facts: string[];
  menuPath: string;
  menuLinkText: string;
}

export interface TargetDetailsView {
  status: 'loading' | 'error' | 'notFound' | 'ready';
  /** The goal's title ('Похудеть'); never its code. */
  title: string | undefined;
  lines: TargetLineView[];
  /**
   * The order block's input once the goal is shown: the city, the standard product, the goal's
   * default line chosen, the checkout opened at SingleStepOrderInTargets (`checkoutIn: 'targets'`).
   */
  orderInput: Pick<OrderBlockInput, 'cityId' | 'businessProduct' | 'placement' | 'checkoutIn' | 'queryMenuType'> | undefined;
  /** The landing, for a goal that does not exist. */
  landingPath: string;
  error: string | undefined;
  texts: typeof TARGET_TEXTS & { retry: string };
}

/** What each state shows (\`shownState\`; else loading). */
const STATUS = [
  ['shown', 'ready'],
  ['notFound', 'notFound'],
  ['error', 'error'],
] as const;

export function targetDetailsView(snapshot: TargetDetailsSnapshot): TargetDetailsView {
  const { data, input, error } = snapshot.context;
  const status: TargetDetailsView['status'] = shownState(snapshot, STATUS, 'loading');
  const cityId = data?.cityId ?? input.cityId;
  const alias = cityById(cityId)?.alias ?? 'msk';
  const lines = status === 'ready' ? (data?.lines ?? []) : [];
  const defaultType = data?.goal?.defaultMenuType ?? lines[0]?.type;
  return {
    status,
    title: status === 'ready' ? data?.goal?.title : undefined,
    lines: lines.map((l) => ({
      type: l.type,
      title: l.title,
      subtitle: l.subtitle,
      facts: [
        l.kcal ? MENU_PAGE_TEXTS.kcalPerDay(formatAmount(l.kcal)) : undefined,
        l.pricePerDay !== undefined ? MENU_PAGE_TEXTS.priceFrom(formatMoney(l.pricePerDay, cityId)) : undefined,
      ].filter((f): f is string => f !== undefined),
      menuPath: buildPath('MenuPageByType', { city: alias, type: l.type }),
      menuLinkText: TARGET_TEXTS.menuLink(l.title),
    })),
    orderInput:
      status === 'ready'
        ? {
            cityId,
            businessProduct: 'standard',
            placement: 'other',
            checkoutIn: 'targets',
            ...(defaultType ? { queryMenuType: defaultType } : {}),
          }
        : undefined,
    landingPath: buildPath('Index'),
    error: status === 'error' ? error : undefined,
    texts: { ...TARGET_TEXTS, retry: RETRY },
  };
}

export function connectTargetDetails(
  snapshot: TargetDetailsSnapshot,
  send: (event: TargetDetailsEvent) => void,
): TargetDetailsView & { retry: () => void } {
  return { ...targetDetailsView(snapshot), retry: () => send({ type: 'RETRY' }) };
}
