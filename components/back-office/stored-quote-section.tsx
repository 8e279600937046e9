/**
 * The server's stored quote of an application (the `quote` column written at submission). Renders
 * nothing when there is none (applications stored before the column existed).
 */
export function StoredQuoteSection({ quote }: { quote: unknown }) {
  if (quote === null || quote === undefined) return null;
  return (
    <section aria-labelledby="stored-quote" className="mt-6">
      <h2 id="stored-quote" className="text-lg font-bold">
        サーバーの見積もり
      </h2>
      <pre className="mt-2 overflow-x-auto rounded bg-white p-3 text-xs">
        {JSON.stringify(quote, null, 2)}
      </pre>
    </section>
  );
}
