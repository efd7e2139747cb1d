// Full page loads live behind these two functions so tests can observe them: jsdom cannot navigate.

/** Leaves the single-page app: the server answers the new URL (sign-in redirects, external sign-in). */
export function fullPageLoad(url: string): void {
  window.location.href = url;
}

/** Starts the app again from the server, e.g. after logout so no signed-in state survives in memory. */
export function reloadPage(): void {
  window.location.reload();
}
