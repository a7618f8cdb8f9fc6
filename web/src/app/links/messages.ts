// The two network messages, spelled exactly.

/** No answer reached the browser (refused, reset, time-out, offline) or the gateway could not reach the API. */
export const NETWORK_FAILURE_MESSAGE = 'Something went wrong. Please check your network connection and try again.';

/** An answer came but it was not what it should be (not GraphQL, not JSON, an HTML error page). */
export const SERVER_ERROR_MESSAGE = 'Server error occurred. If you are facing repeated errors, please report us.';
