import type { ActiveTestsState } from '../../domain/active-tests';
import type { Brand } from '../../domain/storefront-texts';
import type { AbTest, AbVisitor } from './ab-test.rules';

// The ab-test machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface AbTestInput {
  /** Tests made with `createAbTest` (validated). */
  tests: readonly AbTest[];
  visitor: AbVisitor;
  /** The storefront's brand (the host's); 'main' unless told. The second brand's pages get the analytics flag. */
  brand?: Brand;
}

export interface AbTestContext {
  /** The definitions (data: their variations' `execute` are actions on the active tests state). */
  tests: readonly AbTest[];
  visitor: AbVisitor;
  brand: Brand;
  /** Test name → variation key ('' = the empty variation). */
  allocations: Readonly<Record<string, string>>;
  /** What the running variations set (personal-cabinet §3 "Active tests state"). */
  active: ActiveTestsState;
  /** Tests whose variation became active in the last allocation (cookie written, executed, tracked). */
  activated: readonly string[];
  /** How many times the tests were (re)initialised. */
  runs: number;
}

export type AbTestEvent = { type: 'VISITOR.CHANGE'; visitor: Partial<AbVisitor> };

export interface AllocationIO {
  now: () => number;
  random: () => number;
  readCookie: (name: string) => string | undefined;
}

export interface AbTestOptions {
  /** Uniform [0, 1) source; `Math.random` by default, a seeded one (`mulberry32`) in tests and stories. */
  random?: () => number;
}
