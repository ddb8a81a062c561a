import { menus } from '@mealflow/sdk/storefront';
import { MENU_PAGE_TEXTS } from '@mealflow/sdk/domain';
import { useState } from 'react';
import { useCityId } from '../../shared/runtime/city';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { MenuOrderBlock } from './MenuOrderBlock';
import { MenuPageContent } from './MenuPage';

function MenuScreen({ source }: { source: menus.MenuPageSource }) {
  const [input] = useState(() => ({ source }));
  const actor = useScreenActor(menus.provideMenuPage, input);
  const view = useConnect(actor, menus.connectMenuPage);
  const { orderInput } = view;
  return (
    <>
      <MenuPageContent view={view} />
      {/* Another line (on /week-menu) is another order block, with that line chosen. */}
      {orderInput ? (
        <MenuOrderBlock
          key={`${orderInput.queryMenuType ?? ''}`}
          orderInput={orderInput}
          title={MENU_PAGE_TEXTS.orderTitle}
          plansTitle={MENU_PAGE_TEXTS.plans}
        />
      ) : null}
    </>
  );
}

/**
 * The menu routes (personal-cabinet §2.1): MenuPageByType `/menu/{city}/{type}/{week?}`,
 * MenuPageByTypeBusnessProduct `/{product}/menu/…`, MenuPageByOrder `/menus/{orderId}` and WeekMenu
 * `/week-menu` (the visitor's city), each on the SDK's `menuPage` machine. Another URL (another week)
 * is another screen actor.
 */
export default function MenusPage(props: ScreenProps) {
  const { params } = props;
  const page = useScreenInput(props).page;
  const facts = useScreenFacts();
  const brand = facts.brand;
  const visitorCity = useCityId();
  let source: menus.MenuPageSource;
  if (page === 'order') source = { kind: 'order', orderId: params['orderId'] ?? '' };
  else if (page === 'week') {
    source = { kind: 'week', cityId: visitorCity, brand };
  } else {
    source = {
      kind: 'type',
      cityAlias: params['city'] ?? '',
      menuType: params['type'] ?? '',
      week: params['week'],
      businessProduct: params['businessProduct'],
      brand,
    };
  }
  return <MenuScreen key={JSON.stringify(source)} source={source} />;
}
