/** Spec §2/§9: below 960 px the sidebar becomes a drawer. */
export const MOBILE_QUERY = '(max-width:959.95px)';
export const HEADER_HEIGHT = 64;
/** Icon rail shown when the sidebar is not hovered. */
export const RAIL_WIDTH = 64;
export const SIDEBAR_WIDTH = 272;
