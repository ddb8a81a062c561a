import { profile as profileCalls } from '../../api/endpoints/profile';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { inviteLogic } from './invite.machine';
import type { InviteMachine } from './invite.machine';

/** Binds the invitation: `client-profile` for the slug and bonuses, the device's host, the clipboard port. */
export function provideInvite(deps: MealflowDeps): InviteMachine {
  const { api, ports } = deps;
  return inviteLogic.provide({
    actors: {
      loadInvite: fromCall(async ({ signal }) => ({
        profile: (await api.call(profileCalls.get, {}, { signal })).profile,
        host: ports.device.host(),
      })),
      copyLink: fromCall(({ input }: { input: { link: string } }) => ports.clipboard.write(input.link)),
    },
  });
}
