/** How many recent posts the blog sidebar loads (one may be the post itself). */
export const SIDEBAR_SIZE = 4;
