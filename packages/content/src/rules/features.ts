/** The grid class of the home page's feature cards, by their count (spec section 9). */
export type FeatureGrid = 'grid-2' | 'grid-3' | 'grid-4' | 'grid-6' | '';

/** 2 cards: two columns; 3: three; a multiple of 3: six-wide; more than 3: four-wide. */
export function featureGridClass(count: number): FeatureGrid {
  if (count === 2) return 'grid-2';
  if (count === 3) return 'grid-3';
  if (count > 0 && count % 3 === 0) return 'grid-6';
  if (count > 3) return 'grid-4';
  return '';
}
