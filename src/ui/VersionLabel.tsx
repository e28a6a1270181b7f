import { APP_VERSION } from '../../domain/version';

export function VersionLabel(): React.JSX.Element {
  return <p className="version-label">Version {APP_VERSION}</p>;
}
