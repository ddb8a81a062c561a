/**
 * Which story's turn it is in Storybook's one page (the stories share one sandbox, reset before each
 * story). A story's runtime marks its API calls with the turn it was made in (`STORY_TURN_HEADER`,
 * test/StoryRuntime.tsx), and the preview's first handler answers a call of an earlier turn with a
 * network error, so an actor a finished story left running (a poll, a retry) never reaches the next
 * story's fresh sandbox. Calls without the mark (a loader's own `fetch`) pass.
 */
export const STORY_TURN_HEADER = 'x-mealflow-story-turn';

let turn = 0;

/** Starts the next story's turn (the preview's loader, before it resets the sandbox). */
export function nextStoryTurn(): number {
  turn += 1;
  return turn;
}

/** The current turn. */
export const storyTurn = (): number => turn;

/** Whether a call made with these headers belongs to an earlier story's turn. */
export function fromEarlierTurn(headers: Headers): boolean {
  const mark = headers.get(STORY_TURN_HEADER);
  return mark !== null && mark !== String(turn);
}
