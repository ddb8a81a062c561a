import type { ordersList } from '@mealflow/sdk/cabinet';
import type { CabinetBadgeTone } from '../../shared/ui/CabinetCard';

/** The order status badge's colour (list card and order page): paid is done, awaiting payment waits for the client. */
export const ORDER_BADGE_TONE: Partial<Record<ordersList.OrderCardView['status'], CabinetBadgeTone>> = {
  paid: 'success',
  awaitingPayment: 'danger',
};
