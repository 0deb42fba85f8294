/** Spec section 9: the tracker and its sign-in screen fill the window but for the portal's header. */
export const FRAME_HEIGHT_OFFSET = 180;
/** Spec section 9: the KPI dashboard (and, alike, the TMS) opens this long after the click. */
export const OPEN_DELAY_MS = 500;
