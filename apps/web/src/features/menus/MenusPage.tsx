import { COOKIES, connectMenuPage, resolveCity, type MenuPageSource } from '@mealflow/sdk';
import { useState } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { useConnect, useScreenActor } from '../../app/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { MenuPageContent } from './MenuPage';

function MenuScreen({ source }: { source: MenuPageSource }) {
  const [input] = useState(() => ({ source }));
  const actor = useScreenActor('menuPage', input);
  return <MenuPageContent view={useConnect(actor, connectMenuPage)} />;
}

/**
 * The menu routes (personal-cabinet §2.1): MenuPageByType `/menu/{city}/{type}/{week?}`,
 * MenuPageByTypeBusnessProduct `/{product}/menu/…`, MenuPageByOrder `/menus/{orderId}` and WeekMenu
 * `/week-menu` (the visitor's city), each on the SDK's `menuPage` machine. Another URL (another week)
 * is another screen actor.
 */
export default function MenusPage({ route, params }: ScreenProps) {
  const { ports } = useRuntime();
  const brand = ports.device.brand();
  let source: MenuPageSource;
  if (route.name === 'MenuPageByOrder') source = { kind: 'order', orderId: params['orderId'] ?? '' };
  else if (route.name === 'WeekMenu') {
    const cityId = resolveCity({ host: ports.device.host(), cookieCityId: ports.cookies.get(COOKIES.city) }).cityId;
    source = { kind: 'week', cityId, brand };
  } else {
    source = { kind: 'type', cityAlias: params['city'] ?? '', menuType: params['type'] ?? '', week: params['week'], businessProduct: params['businessProduct'], brand };
  }
  return <MenuScreen key={JSON.stringify(source)} source={source} />;
}
