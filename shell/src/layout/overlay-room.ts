/**
 * Room the page leaves at its bottom for the bars fixed over it: the drafts bar writes its height here, the frame's
 * footer pads by it, so the last line of a page can be scrolled above the drafts instead of staying under them.
 */
export const DRAFTS_HEIGHT_VAR = '--helpdesk-drafts-height';

/** The floating add button's room, which the footer always kept. */
const FLOATING_ADD_ROOM_PX = 56;

/** The footer's bottom padding: the add button's room, or the drafts' height with a gap above and below them. */
export const OVERLAY_ROOM = `max(${FLOATING_ADD_ROOM_PX}px, calc(var(${DRAFTS_HEIGHT_VAR}, 0px) + 16px))`;
