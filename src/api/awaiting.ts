/**
 * Nothing to show yet: no answer and no error. Screens show their skeletons for this rather than
 * for SWR's isLoading, which stays on while SWR re-checks an answer it already holds (one the
 * server rendered the page with), when the page must stay as it is.
 */
export const awaitingFirstAnswer = ({ data, error }: { data?: unknown; error?: unknown }): boolean =>
  data === undefined && !error;
