import { useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ConsoleFrame, type ConsoleTab } from './ConsoleFrame';
import { FeedbackPanel } from './FeedbackPanel';
import { totalUnread } from './inboxGroups';
import { Inbox } from './Inbox';
import { OrderBoard } from './orders/OrderBoard';
import { RefundQueue } from './RefundQueue';
import { SessionBoard } from './SessionBoard';
import { SignOutButton } from '../lib/staffLogin/SignOutButton';
import { useStaff } from './staffContext';
import { useStaffChats } from './useStaffChats';
import { useStaffMe } from './useStaffMe';
import { DoctorCallProvider } from './video/doctorCallContext';
import { DoctorCallHost } from './video/DoctorCallHost';
import { DoctorDesk } from './video/DoctorDesk';

type FrontDeskTab = 'chats' | 'sessions' | 'orders' | 'refunds' | 'feedback';
type DoctorTab = 'video' | 'sessions';

const FRONT_DESK_TABS: readonly ConsoleTab<FrontDeskTab>[] = [
  { id: 'chats', label: 'Chats' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'orders', label: 'Orders' },
  { id: 'refunds', label: 'Refunds' },
  { id: 'feedback', label: 'Feedback' },
];

/**
 * A doctor (issue 18) holds calls and follows the session: Video (its calls) and Sessions (start and complete the
 * session, the queue). Chats, Orders, Refunds and Feedback are the front desk's work; and an open Chats feed is the
 * hospital's presence to patients ("staff online"), which a doctor busy in consultations must not claim.
 */
const DOCTOR_TABS: readonly ConsoleTab<DoctorTab>[] = [
  { id: 'video', label: 'Video' },
  { id: 'sessions', label: 'Sessions' },
];

/** The tab of a path among `tabs` ('/staff/orders' → orders); any other path is the first tab's (Chats keeps /staff/chats/:id). */
function tabOf<Id extends string>(pathname: string, tabs: readonly ConsoleTab<Id>[], fallback: Id): Id {
  const segment = /\/staff\/([a-z]+)\/?$/.exec(pathname)?.[1];
  return tabs.find((tab) => tab.id === segment)?.id ?? fallback;
}

/** The front desk: chats (with their unread badge), sessions, orders, refunds and feedback. */
function FrontDeskConsole(): React.JSX.Element {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const chats = useStaffChats();
  const selected = tabOf(pathname, FRONT_DESK_TABS, 'chats');
  const unread = chats.chats === null ? 0 : totalUnread(chats.chats);

  // Back on Chats, the conversation that was open is open again.
  const chatsPath = useRef('/staff');
  useEffect(() => {
    if (selected === 'chats') chatsPath.current = pathname;
  }, [selected, pathname]);

  const select = (tab: FrontDeskTab): void => {
    if (tab === selected) return;
    void navigate(tab === 'chats' ? chatsPath.current : `/staff/${tab}`);
  };

  return (
    <ConsoleFrame
      tabs={FRONT_DESK_TABS}
      selected={selected}
      onSelect={select}
      badge={(tab) =>
        tab === 'chats' && unread > 0 ? (
          <span className="staff-badge" role="img" aria-label={`${unread} unread`}>
            {unread}
          </span>
        ) : null
      }
    >
      <Routes>
        <Route index element={<Inbox chats={chats} />} />
        <Route path="chats/:chatId" element={<Inbox chats={chats} />} />
        <Route path="sessions" element={<SessionBoard />} />
        <Route path="orders" element={<OrderBoard />} />
        <Route path="refunds" element={<RefundQueue />} />
        <Route path="feedback" element={<FeedbackPanel />} />
        <Route path="*" element={<Navigate to="/staff" replace />} />
      </Routes>
    </ConsoleFrame>
  );
}

/** A doctor: the video desk and the session board, with the call above them so it goes on across the tabs. */
function DoctorConsole(): React.JSX.Element {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = tabOf(pathname, DOCTOR_TABS, 'video');
  const select = (tab: DoctorTab): void => {
    if (tab !== selected) void navigate(`/staff/${tab}`);
  };
  return (
    <DoctorCallProvider>
      <ConsoleFrame tabs={DOCTOR_TABS} selected={selected} onSelect={select} aside={<DoctorCallHost />}>
        <Routes>
          <Route path="video" element={<DoctorDesk />} />
          <Route path="sessions" element={<SessionBoard />} />
          {/* /staff and the front desk's paths (a bookmark, a shared link) land on the video desk. */}
          <Route path="*" element={<Navigate to="/staff/video" replace />} />
        </Routes>
      </ConsoleFrame>
    </DoctorCallProvider>
  );
}

/** A tester login has none of the hospital's work (the role table): its place is the library of recorded runs. */
function TesterConsole(): React.JSX.Element {
  const { store } = useStaff();
  return (
    <main id="main" className="staff-main staff-tester">
      <h1 className="page__title">A tester login</h1>
      <p>
        Testers read the recorded assistant runs: <a href="/inspect/runs">open the testers&apos; library</a>.
      </p>
      <SignOutButton store={store} />
    </main>
  );
}

/** The signed-in console: the front desk's, the doctor's or a tester's, by the login's role (staffMe keeps it current). */
export function StaffConsole(): React.JSX.Element {
  const { login } = useStaff();
  useStaffMe();
  if (login.staff.role === 'tester') return <TesterConsole />;
  return login.staff.role === 'doctor' ? <DoctorConsole /> : <FrontDeskConsole />;
}
