import { describe, expect, it } from 'vitest';
import { fromEarlierTurn, nextStoryTurn, STORY_TURN_HEADER } from './story-turn';

describe('story turns', () => {
  it("tells a call of an earlier story's runtime from the current story's and from an unmarked one", () => {
    const earlier = String(nextStoryTurn());
    const current = String(nextStoryTurn());
    expect(fromEarlierTurn(new Headers({ [STORY_TURN_HEADER]: earlier }))).toBe(true);
    expect(fromEarlierTurn(new Headers({ [STORY_TURN_HEADER]: current }))).toBe(false);
    expect(fromEarlierTurn(new Headers())).toBe(false);
  });
});
