/** A card's height, which the page also keeps while the cards' chunk loads so nothing below jumps. */
export const DASHBOARD_CARD_MIN_HEIGHT_PX = 132;
