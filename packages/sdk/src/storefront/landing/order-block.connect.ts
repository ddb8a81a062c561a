import type { SnapshotFrom } from 'xstate';
import type { orderBlockMachine } from './order-block.machine';

export type OrderBlockSnapshot = SnapshotFrom<typeof orderBlockMachine>;
export type OrderBlockCatalog = NonNullable<OrderBlockSnapshot['children']['catalog']>;
export type OrderBlockFunnel = NonNullable<OrderBlockSnapshot['children']['funnel']>;

/** The block's children (each part of the screen reads its own with `connectCatalog` / `connectFunnel`) and the visitor's goal. */
export interface OrderBlockView {
  catalog: OrderBlockCatalog | undefined;
  funnel: OrderBlockFunnel | undefined;
  goal: string | undefined;
}

export function orderBlockView(snapshot: OrderBlockSnapshot): OrderBlockView {
  return { catalog: snapshot.children.catalog, funnel: snapshot.children.funnel, goal: snapshot.context.goal };
}

export const orderBlockViewEquals = (a: OrderBlockView, b: OrderBlockView) =>
  a.catalog === b.catalog && a.funnel === b.funnel && a.goal === b.goal;
