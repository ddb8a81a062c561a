/** What other features may use of the login: the phone → code flow (its page is a route of its own). */
export { LoginFlow } from './LoginFlow';
