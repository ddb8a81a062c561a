import { LoginFlow } from './LoginFlow';

/**
 * /login: the login machine's two screens, in the visitor's city (its mask and SMS) until the number
 * typed is the other country's: the page has no city choice, so the number picks it. On success
 * the session takes the token and the router's guards send the visitor to the saved redirect or
 * the dashboard.
 */
export default function LoginPage() {
  return <LoginFlow input={{ numberPicksCountry: true }} />;
}
