import type {
  ActorRefFromLogic,
  AnyActorLogic,
  AnyActorRef,
  EventObject,
  MachineContext,
  MetaObject,
  NonReducibleUnknown,
  ParameterizedObject,
  ProvidedActor,
  StateMachine,
  StateSchema,
  StateValue,
} from 'xstate';
import type { MachineTag } from './tags';

/** What a machine takes and gives besides its context and events; each defaults to "none". */
export interface MachineIo {
  input?: unknown;
  output?: unknown;
  emitted?: EventObject;
  /** The children a consumer reads (`snapshot.children.x`), by id; the machine's other actors stay unnamed. */
  children?: Record<string, AnyActorRef | undefined>;
}

/**
 * A machine's public type (issue 33): what a consumer's `createActor(machine)` needs — the context,
 * events, state value (`snapshot.matches()`, generated in `machine-states.ts`), tags (`hasTag()`),
 * input, output, emitted events and the children it reads — and not the inferred `StateMachine<…>`
 * with every action, guard, actor and the state schema, which made up a seventh of the published
 * .d.ts. `export const xMachine: XMachine = xLogic` lets tsc check that the machine is one.
 */
export type PublicMachine<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TStateValue extends StateValue,
  TIo extends MachineIo = Record<never, never>,
> = StateMachine<
  TContext,
  TEvent,
  TIo['children'] extends Record<string, AnyActorRef | undefined> ? TIo['children'] : Record<never, never>,
  ProvidedActor,
  ParameterizedObject,
  ParameterizedObject,
  string,
  TStateValue,
  MachineTag,
  'input' extends keyof TIo ? TIo['input'] : NonReducibleUnknown,
  'output' extends keyof TIo ? TIo['output'] : NonReducibleUnknown,
  TIo['emitted'] extends EventObject ? TIo['emitted'] : EventObject,
  MetaObject,
  StateSchema
>;

/** The children a consumer reads, by id (`snapshot.children.payment`): `Children<{ payment: PaymentMachine }>`. */
export type Children<TLogic extends Record<string, AnyActorLogic>> = { [K in keyof TLogic]?: ActorRefFromLogic<TLogic[K]> | undefined };
