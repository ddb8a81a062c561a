import { connectHomeIcon, provideHomeIcon } from '@mealflow/sdk/cabinet';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { HomeIconHint } from './HomeIconHint';

/**
 * The home-screen icon hint on dashboard pages: the SDK's `homeIcon` machine decides (wowfood, a
 * phone, up to 5 shows); mounted once per visit to the dashboard, so each visit counts one show.
 */
export default function HomeIconBanner() {
  const actor = useScreenActor(provideHomeIcon, { inDashboard: true, userAgent: navigator.userAgent });
  return <HomeIconHint view={useConnect(actor, connectHomeIcon)} />;
}
