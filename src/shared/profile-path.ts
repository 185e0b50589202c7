/** The path of a user's profile page (no zod here: the home page's entry chunk imports it). */
export const profilePath = (username: string): string => `/u/${encodeURIComponent(username)}`;
