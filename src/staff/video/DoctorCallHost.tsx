import { lazy, Suspense } from 'react';
import { useDoctorCall } from './doctorCallContext';
import './video.css';

const DoctorCall = lazy(() => import('./DoctorCall'));

/** Where the doctor's call shows in the console, above the tab's panel, whichever tab is open. */
export function DoctorCallHost(): React.JSX.Element | null {
  const { active, close } = useDoctorCall();
  if (active === null) return null;
  return (
    <div className="staff-call">
      <h2 className="staff-call__title">Call with {active.title}</h2>
      <Suspense fallback={<p role="status">Opening the call…</p>}>
        {/* Keyed: another appointment's call is a new machine, never the previous one's state. */}
        <DoctorCall key={active.appointmentId} appointmentId={active.appointmentId} onClose={close} />
      </Suspense>
    </div>
  );
}
