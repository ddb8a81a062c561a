import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { IntervalOption } from '../../api/schemas/order';

// The skip machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface SkipInput {
  hid: string;
  deliveryId: string;
  order: CabinetOrder;
  nowMs: number;
}

export interface SkipContext extends SkipInput {
  target: { date: string; interval: IntervalOption } | undefined;
  saved: CabinetOrder | undefined;
  error: string | undefined;
}

export type SkipEvent = { type: 'SKIP.CONFIRM' } | { type: 'RETRY' };
