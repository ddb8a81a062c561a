// A chunk of its own, loaded only when the app starts on a cabinet address (`prefetchScreenData`).
export { prefetchCabinet } from '@mealflow/sdk/cabinet';
