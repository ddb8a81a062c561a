/** `@mealflow/sdk/session`: Who the visitor is: the login (phone → SMS code) and session machines. Every name here is also exported by `@mealflow/sdk`. */
export { connectLogin, loginView, loginViewEquals } from '../storefront/login/login.connect';
export type { LoginConnect, LoginSnapshot, LoginView } from '../storefront/login/login.connect';
export type { LoggedInEvent, SessionInbox } from '../shared/session-inbox';
export { isWrongCodeError, loginMachine, provideLogin } from '../storefront/login/login.machine';
export type { LoginContext, LoginEvent, LoginInput, LoginMachine, LoginOutput } from '../storefront/login/login.machine';
export { sessionSettling, sessionView } from '../storefront/session/session.connect';
export type { SessionSnapshot, SessionView } from '../storefront/session/session.connect';
export {
  provideSession, readLogoutProfile, SESSION_STORAGE, sessionMachine,
} from '../storefront/session/session.machine';
export type { SessionContext, SessionEvent, SessionMachine } from '../storefront/session/session.machine';
