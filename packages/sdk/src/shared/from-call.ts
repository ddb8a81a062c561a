import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { ApiClient, CallOptions, PlainEndpoint } from '../api/client';
import { isAborted } from '../api/errors';

type PromiseCreator<O, I> = Parameters<typeof fromPromise<O, I>>[0];

/** A promise that never settles: what an aborted invocation hands back to XState. */
const never = <T>() => new Promise<T>(() => undefined);

/**
 * `fromPromise` for backend calls: an invocation whose signal was aborted (its actor stopped)
 * never settles, so neither its late answer nor its `aborted` error is reported.
 *
 * Why: React StrictMode (and `@xstate/react`'s rehydration on a remount) stops an actor and starts
 * the *same* actor refs again; the first run's promise then rejects with the abort and XState
 * delivers that rejection to the restarted actor, which lands in its error state ('Не удалось
 * загрузить меню'). An aborted call is not a failed call.
 */
export function fromCall<O, I = void>(creator: PromiseCreator<O, I>): PromiseActorLogic<O, I> {
  return fromPromise<O, I>(async (args) => {
    try {
      const output = await creator(args);
      return args.signal.aborted ? never<O>() : output;
    } catch (error) {
      if (args.signal.aborted || isAborted(error)) return never<O>();
      throw error;
    }
  });
}

/**
 * The API client as machines get it (`deps.api`): a call its caller aborted never settles, so an
 * actor that was stopped — and maybe started again by React — never sees its old call's abort,
 * whether or not its actor is built with `fromCall`. Other failures reject as usual.
 */
export function forMachines(api: ApiClient): ApiClient {
  const call = <I, O>(endpoint: PlainEndpoint<I, O>, input: I, options?: CallOptions): Promise<O> =>
    api.call(endpoint, input, options).catch((error: unknown) => (isAborted(error) ? never<O>() : Promise.reject(error)));
  // One implementation for both overloads: an effect endpoint comes with its key (the client's type says so).
  return { ...api, call: call as ApiClient['call'] };
}
