import { funnel } from '@mealflow/sdk/storefront';
import { PHONE_MESSAGES } from '@mealflow/sdk/domain';
import { useMemo } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import type { ScreenProps } from '../../shared/screen';
import { LoginFlow } from '../login';

/**
 * /order/{hid}/confirm: the SMS code for an order the landing created (order-funnel §4 "SMS
 * confirm"). The code was sent when the order was created, so the login flow starts at the code
 * step; at the 4th digit it is checked and the login machine goes on to the order's checkout (or
 * the subscribe steps). Without the saved phone (another device) it asks for the phone first.
 */
export default function OrderConfirmPage({ params }: ScreenProps) {
  const hid = params['hid'] ?? '';
  const { mealflow } = useRuntime();
  const handoff = useMemo(() => funnel.handoffOf(mealflow.deps, hid), [mealflow, hid]);
  const next = handoff?.afterConfirm ?? funnel.checkoutRoute(hid, 'standard');
  return <LoginFlow input={{ emptyMessage: PHONE_MESSAGES.createOrderComma, next, ...(handoff ? { phone: handoff.phone } : {}) }} />;
}
