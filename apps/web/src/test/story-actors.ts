import { waitFor } from 'storybook/test';
import { createActorRegistry, currentStates, someActorIn, type ActorRegistry } from '../app/dev/actor-registry';

/**
 * The actors of the story being shown: each story runtime (test/StoryRuntime.tsx) records its
 * actors here through XState's inspection, so the preview can check the state a story declares.
 *
 * A story declares the machine states it shows as XState names state nodes, the machine's id then
 * the path: `parameters: { machineState: ['checkout.ready.drinks.added'] }`. After its play
 * function the preview waits (up to 5 s) until an actor of that machine is in each declared state
 * and fails the story otherwise. `state-coverage.test.ts` reads these declarations to measure,
 * per screen machine, which leaf states have a story.
 */
let current: ActorRegistry = createActorRegistry();

/** A fresh registry for a new story runtime. */
export function nextStoryActors(): ActorRegistry {
  current = createActorRegistry();
  return current;
}

/** The state ids a story declares (`parameters.machineState`: one id or several). */
export function declaredStates(parameters: Record<string, unknown>): string[] {
  const declared = parameters['machineState'];
  if (declared === undefined) return [];
  return Array.isArray(declared) ? declared.map(String) : [String(declared)];
}

/** Fails unless an actor of the current story is in every declared state. */
export async function expectDeclaredStates(parameters: Record<string, unknown>): Promise<void> {
  const states = declaredStates(parameters);
  if (states.length === 0) return;
  const registry = current;
  await waitFor(
    () => {
      const missing = states.filter((state) => !someActorIn(registry, state));
      if (missing.length > 0) {
        throw new Error(
          `The story declares ${missing.join(', ')}, but its machines are in: ${currentStates(registry).join('; ') || 'no machine'}`,
        );
      }
    },
    { timeout: 5000 },
  );
}

/**
 * The story's stopped clock (test/story-clock.ts) moves on by each delay an actor of the story waits
 * out (`waits`: a state, the ms it waits there), once the actor is there, until one is in `until`: a
 * machine's retries and polls pass without the story waiting them out in real time. Each step waits up
 * to 10 s for the calls between two waits (the 10 s the story's text used to be looked for).
 */
export async function clockMovesOnUntil(clock: { advance(ms: number): void }, waits: Record<string, number>, until: string): Promise<void> {
  const registry = current;
  for (let turn = 0; turn < 20; turn++) {
    const waiting = await waitFor(
      () => {
        if (someActorIn(registry, until)) return undefined;
        const state = Object.keys(waits).find((name) => someActorIn(registry, name));
        if (!state)
          throw new Error(
            `No machine in ${until} or ${Object.keys(waits).join(', ')}; they are in: ${currentStates(registry).join('; ') || 'none'}`,
          );
        return state;
      },
      { timeout: 10_000 },
    );
    if (waiting === undefined) return;
    clock.advance(waits[waiting] ?? 0);
  }
  throw new Error(`No machine reached ${until} in 20 turns of the clock`);
}
