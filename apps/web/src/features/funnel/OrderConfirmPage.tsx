import { checkoutRoute, PHONE_MESSAGES } from '@mealflow/sdk';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useRuntime } from '../../app/RuntimeContext';
import type { ScreenProps } from '../../shared/screen';
import { LoginFlow } from '../login';
import { clearHandoff, readHandoff } from './handoff';

/**
 * /order/{hid}/confirm: the SMS code for an order the landing created (order-funnel §4 "SMS
 * confirm"). The code was sent when the order was created, so the login flow starts at the code
 * step; at the 4th digit it is checked and the visitor goes on to the order's checkout (or the
 * subscribe steps). Without the saved phone (another device) it asks for the phone first.
 */
export default function OrderConfirmPage({ params }: ScreenProps) {
  const hid = params['hid'] ?? '';
  const { ports } = useRuntime();
  const [, navigate] = useLocation();
  const handoff = useMemo(() => readHandoff(ports.storage, hid), [ports, hid]);
  const onLoggedIn = useCallback(() => {
    clearHandoff(ports.storage, hid);
    navigate(handoff?.afterConfirm ?? checkoutRoute(hid, 'standard'), { replace: true });
  }, [ports, hid, handoff, navigate]);
  return <LoginFlow input={{ emptyMessage: PHONE_MESSAGES.createOrderComma, ...(handoff ? { phone: handoff.phone } : {}) }} onLoggedIn={onLoggedIn} />;
}
