import { Navigate, Route, Routes } from 'react-router-dom';
import { StaffApp } from './StaffApp';

/**
 * The staff entry's one route: the console under /staff (its own routes below, its title set by StaffApp); any
 * other path leads there.
 */
export function StaffRoutes(): React.JSX.Element {
  return (
    <Routes>
      <Route path="staff/*" element={<StaffApp />} />
      <Route path="*" element={<Navigate to="/staff" replace />} />
    </Routes>
  );
}
