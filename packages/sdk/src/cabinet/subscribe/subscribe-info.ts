import { SUBSCRIBE_TEXTS as T } from '../../domain/subscribe-texts';
import { buildPath } from '../../routing/match';

/** One of the subscribe flow's result and info pages: what it says and where it leads. */
export interface SubscribeInfoPage {
  title: string;
  text: string;
  /** `alert` for the failure, `status` otherwise. */
  role: 'status' | 'alert';
  links: Array<{ label: string; href: string }>;
}

const toCabinet = () => ({ label: T.toCabinet, href: buildPath('DashboardSubscriptions') });
const again = () => ({ label: T.again, href: buildPath('Subscribe') });

/**
 * The page a route's `screen.page` names (personal-cabinet §2.1: /subscribe/success, lead, fail;
 * /thankyou); an unknown page is the failure's. The FAQ page (`faq`) is `SUBSCRIBE_FAQ`.
 */
export function subscribeInfoPage(page: string | undefined): SubscribeInfoPage {
  switch (page) {
    case 'success':
      return { title: T.successTitle, text: T.successText, role: 'status', links: [toCabinet()] };
    case 'thankYou':
      return { title: T.thankYouTitle, text: T.thankYouText, role: 'status', links: [toCabinet()] };
    case 'lead':
      return { title: T.leadTitle, text: T.leadText, role: 'status', links: [again()] };
    default:
      return { title: T.failTitle, text: T.failText, role: 'alert', links: [again()] };
  }
}
