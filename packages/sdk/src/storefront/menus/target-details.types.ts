import type { Goal } from '../../api/schemas/menu';
import type { MenuLineFacts } from './menu-page.types';

// The target-details machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface TargetDetailsInput {
  /** The route's goal code: p1, p2, p3 … */
  target: string;
  cityId: number;
  brand?: 'main' | 'wowfood' | undefined;
}

export interface TargetDetailsData {
  goal: Goal | undefined;
  /** The goal's lines sold in the city, in the goal's order. */
  lines: MenuLineFacts[];
  cityId: number;
}

export interface TargetDetailsContext {
  input: TargetDetailsInput;
  data: TargetDetailsData | undefined;
  error: string | undefined;
}

export type TargetDetailsEvent = { type: 'RETRY' };
