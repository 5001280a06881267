// The mail-relay checks of the authentication abuse run (filled in with issue 31 point 5).
export async function relayChecks() {
  return {};
}
