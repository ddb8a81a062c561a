import { sendParent } from 'xstate';
import { marketing } from '../../api/endpoints/marketing';
import { customizationCookieLifetime, activeEntry } from '../../domain/marketing-config';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { serviceNow } from '../../shared/service-now';
import { marketingConfigLogic } from './marketing.machine';
import { treesOf, VCP_ID } from './marketing.rules';
import type { MarketingConfigMachine } from './marketing.machine';

/** The cookie that keeps the active customisation (`cmz`) for its lifetime (§4). */
export const CUSTOMIZATION_COOKIE = 'cmz';

/**
 * Binds the marketing configuration to the static files and the preview call. Each file may fail
 * alone: a missing customisation or preview leaves the base trees working.
 */
export function provideMarketingConfig(deps: MealflowDeps, options: { reportToParent?: boolean } = {}): MarketingConfigMachine {
  const { api, ports } = deps;
  return marketingConfigLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const vcpId = VCP_ID[input.brand];
        // Which customisation and promotion are active is the service's date (its test clock when set).
        const now = serviceNow(ports);
        const cacheBuster = ports.clock.now();
        const vcp = await api.call(marketing.vcp, { vcpId, cacheBuster }, { signal, background: true });
        const active = activeEntry(vcp.customization, now);
        const [customization, preview] = await Promise.all([
          active
            ? api
                .call(marketing.vcpCustomization, { vcpId, cmz: active.id, cacheBuster }, { signal, background: true })
                .catch(() => undefined)
            : Promise.resolve(undefined),
          input.previewId !== undefined
            ? api
                .call(marketing.configPreview, { id: input.previewId }, { signal, background: true })
                .then((r) => r.config)
                .catch(() => undefined)
            : Promise.resolve(undefined),
        ]);
        const { trees, activePromoV2 } = treesOf({ vcp, customization, preview }, now);
        return {
          trees,
          activePromoV2,
          activeCustomizationV2: customization?.id,
          customizationData: customization?.customizationData,
          customizationExpireTime: customization?.expireTime ?? undefined,
          previewId: preview?.id,
        };
      }),
    },
    actions: {
      logFailure: (_, params) => console.warn('marketing config: defaults kept', params.error),
      keepCustomizationCookie: ({ context }) => {
        // §4: outside its start/end window no customisation is active, and its cookie is cleared.
        if (context.activeCustomizationV2 === undefined) return ports.cookies.remove(CUSTOMIZATION_COOKIE);
        const lifetime = customizationCookieLifetime(context.customizationExpireTime);
        if (lifetime.kind === 'none') ports.cookies.remove(CUSTOMIZATION_COOKIE);
        else
          ports.cookies.set(
            CUSTOMIZATION_COOKIE,
            String(context.activeCustomizationV2),
            lifetime.kind === 'days' ? { days: lifetime.days } : {},
          );
      },
      ...(options.reportToParent
        ? {
            report: sendParent(({ context }) => ({
              type: 'CONFIG.RESOLVED' as const,
              resolved: context.resolved.merged,
              customizationData: context.customizationData,
            })),
          }
        : {}),
    },
  });
}
