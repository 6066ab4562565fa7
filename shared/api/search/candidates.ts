/**
 * The combined search (GET /api/v1/search, search as you type) ranks at most this many candidates
 * per kind and counts a kind's matches up to it: a total of SEARCH_CANDIDATES means "this many or
 * more". (A module of its own: the search box imports it without the API's validation.)
 */
export const SEARCH_CANDIDATES = 100;
