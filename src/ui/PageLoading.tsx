/** What a page shows while its code loads: one centred status line. */
export function PageLoading(): React.JSX.Element {
  return (
    <p className="page page--centered" role="status">
      Loading…
    </p>
  );
}
