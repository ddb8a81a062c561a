/**
 * The app's city actor as a screen machine sees it (like `SessionInbox` for the session): its
 * snapshot holds the visitor's one city id, and the machine follows it itself (an invoked
 * `watchCity`), so no screen relays a city change from one actor to another in React.
 */
export interface VisitorCityRef {
  getSnapshot(): { readonly context: { readonly cityId: number } };
  subscribe(listener: (snapshot: { readonly context: { readonly cityId: number } }) => void): { unsubscribe(): void };
}
