// The smartphone order flow (personal-cabinet §2.2): /dashboard/mobile/order[/:step], /dashboard/mobile/ta/login.
export { default as MobileOrderPage } from './MobileOrderPage';
export { default as MobileTaLoginPage } from './MobileTaLoginPage';
