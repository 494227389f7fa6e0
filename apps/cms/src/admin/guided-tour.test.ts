import { describe, expect, it } from 'vitest';
import { GUIDED_TOUR_KEY, switchOffGuidedTour } from './guided-tour';
import { memoryStorage } from './memory-storage';

describe('switchOffGuidedTour', () => {
  it('stores the tour as switched off in a new browser', () => {
    const storage = memoryStorage();
    switchOffGuidedTour(storage);
    expect(JSON.parse(storage.getItem(GUIDED_TOUR_KEY) ?? '{}')).toMatchObject({
      enabled: false,
    });
  });

  it('leaves a browser’s own tour progress alone', () => {
    const stored = JSON.stringify({ enabled: true, tours: { contentManager: { currentStep: 2 } } });
    const storage = memoryStorage({ [GUIDED_TOUR_KEY]: stored });
    switchOffGuidedTour(storage);
    expect(storage.getItem(GUIDED_TOUR_KEY)).toBe(stored);
  });
});
