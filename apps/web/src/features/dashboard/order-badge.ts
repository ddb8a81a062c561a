import type { ordersList } from '@mealflow/sdk/cabinet';
import type { CabinetBadgeTone } from '../../shared/ui/CabinetCard';

/** The order status badge's colour (list card and order page): paid (in part too: the rest is charged by itself) is going well, awaiting payment waits for the client. */
export const ORDER_BADGE_TONE: Partial<Record<ordersList.OrderCardView['status'], CabinetBadgeTone>> = {
  paid: 'success',
  paidInPart: 'success',
  awaitingPayment: 'danger',
};
