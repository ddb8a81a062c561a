import { marketing } from '../../api/endpoints/marketing';
import { isApiError } from '../../api/errors';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { provideMarketingConfig } from './marketing.provide';
import { keepPresetPromocode } from '../../domain/preset-promocode';
import { promotionLogic } from './promotion.machine';
import type { PromotionMachine } from './promotion.machine';

/**
 * Binds the promotion page: `marketing-activity/{name}` (or `-no-auth`) with the city and the
 * device; then its FAQ and the Taro promotion (each may fail alone: the page shows without them).
 * A 404 is "no such activity" (the `none` state), not an error.
 */
export function providePromotion(deps: MealflowDeps): PromotionMachine {
  const { api, ports } = deps;
  return promotionLogic.provide({
    actors: {
      config: provideMarketingConfig(deps, { reportToParent: true }),
      loadPromotion: fromCall(async ({ input: { name, input }, signal }) => {
        const activity = await api
          .call(
            marketing.activity,
            {
              name,
              authorized: input.authorized,
              cityId: input.visitor.cityId,
              isSmartphone: input.visitor.device === 'smartphone' ? 1 : 0,
              ...(input.kind ? { kind: input.kind } : {}),
            },
            { signal },
          )
          .then((r) => r.activity)
          .catch((error: unknown) => {
            if (isApiError(error) && error.status === 404) return undefined;
            throw error;
          });
        if (!activity) return { activity: undefined, taro: undefined, faq: [] };
        const [faq, taro] = await Promise.all([
          activity.faqCategory
            ? api
                .call(marketing.faq, { category: activity.faqCategory, cityId: input.visitor.cityId }, { signal, background: true })
                .then((r) => r.items)
                .catch(() => [])
            : Promise.resolve([]),
          input.authorized ? api.call(marketing.taro, {}, { signal, background: true }).catch(() => undefined) : Promise.resolve(undefined),
        ]);
        return { activity, faq, taro };
      }),
    },
    actions: {
      rememberPromocode: (_, params) => {
        keepPresetPromocode(ports.storage, params.code);
      },
    },
  });
}
