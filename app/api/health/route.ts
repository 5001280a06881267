/** Liveness probe for load balancers and the test runner. */
export function GET() {
  return Response.json({ ok: true });
}
