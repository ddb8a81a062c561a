import { describe, expect, it } from 'vitest';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { menu } from '../api/endpoints/menu';
import { LANDING_TEXTS } from './landing-texts';

const harness = useSandbox();

describe('landing texts', () => {
  it("the target cards use the goals' own titles (p3 'Оставаться в форме' on the card and in the picker; issue 12 defect 11)", async () => {
    const { api } = harness.setup();
    for (const cityId of [2, 1, 20]) {
      const { goals } = await api.call(menu.goals, { cityId });
      for (const goal of goals) {
        const card = LANDING_TEXTS.targets[goal.code as keyof typeof LANDING_TEXTS.targets];
        if (card) expect(card.title, `${goal.code} in city ${cityId}`).toBe(goal.title);
      }
    }
  });
});
