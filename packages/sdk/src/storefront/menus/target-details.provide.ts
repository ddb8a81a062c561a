import { menu } from '../../api/endpoints/menu';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { lineFacts } from './menu-page.rules';
import { targetDetailsLogic, type TargetDetailsData, type TargetDetailsMachine } from './target-details.machine';

/** Binds the goal page to the API client: `menu/goals` (dimensions city, brand, smartphone, placement) and `menu/full`. */
export function provideTargetDetails(deps: MealflowDeps): TargetDetailsMachine {
  return targetDetailsLogic.provide({
    actors: {
      loadTarget: fromCall(async ({ input, signal }): Promise<TargetDetailsData> => {
        const brand = input.brand ?? 'main';
        const [{ goals }, full] = await Promise.all([
          deps.api.call(
            menu.goals,
            { cityId: input.cityId, brand, isSmartphone: deps.ports.device.isSmartphone(), placement: 'landing' },
            { signal },
          ),
          deps.api.call(menu.byBusinessProduct, { businessProduct: 'standard', cityId: input.cityId, brand }, { signal }),
        ]);
        const goal = goals.find((g) => g.code === input.target);
        const facts = lineFacts(full);
        const lines = (goal?.menuTypes ?? []).flatMap((type) => facts.filter((f) => f.type === type));
        return { goal, lines, cityId: full.cityId };
      }),
    },
  });
}
