/** /inspect/runs/drop-off: where the filtered runs stopped. */
export function DropOffPage(): React.JSX.Element {
  return <h1 className="runs-title">Drop-off</h1>;
}
