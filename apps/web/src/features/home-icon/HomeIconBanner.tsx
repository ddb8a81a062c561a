import { homeIcon } from '@mealflow/sdk/cabinet';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { HomeIconHint } from './HomeIconHint';

/**
 * The home-screen icon hint on dashboard pages: the SDK's `homeIcon` machine decides (wowfood, a
 * phone, up to 5 shows); mounted once per visit to the dashboard, so each visit counts one show.
 * `userAgent` is the browser's own (a story passes a phone's, to show each browser's steps).
 */
export default function HomeIconBanner({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const actor = useScreenActor(homeIcon.provideHomeIcon, { inDashboard: true, userAgent });
  return <HomeIconHint view={useConnect(actor, homeIcon.connectHomeIcon)} />;
}
