import { fromCallback, type ActorRefFrom } from 'xstate';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { OrdersListMachine } from '../orders-list/orders-list.machine';

/** What the follower tells the week: the list's orders (new ones each time it has read them), or its failure. */
export type OrdersReport = { type: 'ORDERS.SEEN'; orders: CabinetOrder[] } | { type: 'ORDERS.FAILED'; error: string };

/**
 * Follows the orders list (the dashboard's one owner of `orders/active`, issue 35) for the week
 * overview: reports its orders each time they change, and its failure once per failed read. A RETRY
 * from the week is passed on to the list only when the list has failed (the week's own retry of a
 * failed list).
 */
export const followOrders = fromCallback<{ type: 'RETRY' }, { source: ActorRefFrom<OrdersListMachine> }>(
  ({ input: { source }, sendBack, receive }) => {
    let last: unknown;
    const report = () => {
      const snapshot = source.getSnapshot();
      const seen = snapshot.matches('ready') ? snapshot.context.orders : snapshot.matches('error') ? 'error' : 'loading';
      if (seen === last) return;
      last = seen;
      if (seen === 'error') sendBack({ type: 'ORDERS.FAILED', error: snapshot.context.error ?? '' });
      else if (seen !== 'loading') sendBack({ type: 'ORDERS.SEEN', orders: seen });
    };
    receive(() => {
      if (source.getSnapshot().matches('error')) source.send({ type: 'RETRY' });
    });
    report();
    const subscription = source.subscribe({ next: report, error: report, complete: report });
    return () => subscription.unsubscribe();
  },
);
