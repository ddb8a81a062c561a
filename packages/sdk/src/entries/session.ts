/** `@mealflow/sdk/session`: Who the visitor is: the login (phone → SMS code) and session machines. Every name here is also exported by `@mealflow/sdk`. */
export { connectLogin, loginView, loginViewEquals } from '../machines/login/login.connect';
export type { LoginConnect, LoginSnapshot, LoginView } from '../machines/login/login.connect';
export type { LoggedInEvent, SessionInbox } from '../machines/shared/session-inbox';
export { isWrongCodeError, loginMachine, provideLogin } from '../machines/login/login.machine';
export type { LoginContext, LoginEvent, LoginInput, LoginMachine, LoginOutput } from '../machines/login/login.machine';
export { sessionView } from '../machines/session/session.connect';
export type { SessionSnapshot, SessionView } from '../machines/session/session.connect';
export {
  provideSession, readLogoutProfile, SESSION_STORAGE, sessionMachine,
} from '../machines/session/session.machine';
export type { SessionContext, SessionEvent, SessionMachine } from '../machines/session/session.machine';
