/** What a request's pages (the request, its quote) show for a number that names no request. */
export function RequestNotFound() {
  return (
    <>
      <h1>Request not found</h1>
      <p className="mt-3 max-w-prose">There is no quote request at this address. It may have a mistyped number in the link.</p>
      <p className="mt-6">
        <a href="/inbox" className="inline-flex min-h-11 items-center font-semibold">
          Back to all requests
        </a>
      </p>
    </>
  );
}
