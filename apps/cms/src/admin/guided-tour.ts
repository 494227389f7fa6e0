/** Where Strapi's admin keeps its guided tour's progress (per browser). */
export const GUIDED_TOUR_KEY = 'STRAPI_GUIDED_TOUR';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Strapi 5.54 opens an English guided tour in every new browser, over the page, about building
 * content types and API tokens: work for developers, not for the editors and sales staff who
 * use this admin, and it hides the list an editor came for. It starts switched off; progress a
 * browser already stored is left as it is.
 */
export function switchOffGuidedTour(storage: Storage): void {
  if (storage.getItem(GUIDED_TOUR_KEY) !== null) return;
  storage.setItem(
    GUIDED_TOUR_KEY,
    JSON.stringify({ enabled: false, hidden: false, completedActions: [] }),
  );
}
