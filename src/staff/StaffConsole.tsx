import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { FeedbackPanel } from './FeedbackPanel';
import { totalUnread } from './inboxGroups';
import { Inbox } from './Inbox';
import { OrderBoard } from './orders/OrderBoard';
import { RefundQueue } from './RefundQueue';
import { SessionBoard } from './SessionBoard';
import { useStaff } from './staffContext';
import { useStaffChats } from './useStaffChats';
import { useStaffMe } from './useStaffMe';

type Tab = 'chats' | 'sessions' | 'orders' | 'refunds' | 'feedback';

const TABS: readonly { readonly id: Tab; readonly label: string }[] = [
  { id: 'chats', label: 'Chats' },
  { id: 'sessions', label: 'Sessions' },
  { id: 'orders', label: 'Orders' },
  { id: 'refunds', label: 'Refunds' },
  { id: 'feedback', label: 'Feedback' },
];

const tabOf = (pathname: string): Tab => (/\/staff\/(sessions|orders|refunds|feedback)\/?$/.exec(pathname)?.[1] as Tab | undefined) ?? 'chats';

/** The signed-in console: who is signed in, the Chats and Sessions tabs, and the tab's panel. */
export function StaffConsole(): React.JSX.Element {
  const { login, store } = useStaff();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const chats = useStaffChats();
  useStaffMe();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const selected = tabOf(pathname);
  const unread = chats.chats === null ? 0 : totalUnread(chats.chats);

  // Back on Chats, the conversation that was open is open again.
  const chatsPath = useRef('/staff');
  useEffect(() => {
    if (selected === 'chats') chatsPath.current = pathname;
  }, [selected, pathname]);

  const select = (tab: Tab): void => {
    if (tab === selected) return;
    void navigate(tab === 'chats' ? chatsPath.current : `/staff/${tab}`);
  };

  // Tabs pattern of the ARIA practices: arrows (and Home/End) move between tabs and open them.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const moves: Partial<Record<string, number>> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length];
    if (tab === undefined) return;
    select(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  return (
    <>
      <header className="staff-header">
        <div className="staff-header__who">
          <p className="staff-header__hospital">{login.staff.organizationName}</p>
          <p className="staff-header__name">
            Signed in as <strong>{login.staff.displayName}</strong>
          </p>
        </div>
        <div role="tablist" aria-label="Staff console" className="staff-tabs">
          {TABS.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected === tab.id}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected === tab.id ? 0 : -1}
              className="staff-tabs__tab"
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {tab.label}
              {/* A space for the accessible name ('Chats 3 unread'); the flex layout drops it visually. */}{' '}
              {tab.id === 'chats' && unread > 0 ? (
                <span className="staff-badge" role="img" aria-label={`${unread} unread`}>
                  {unread}
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <button type="button" className="button button--secondary button--small" onClick={() => store.signOut()}>
          Sign out
        </button>
      </header>
      <main id="main" className="staff-main">
        <div id={`${baseId}-panel`} className="staff-panel" role="tabpanel" aria-labelledby={`${baseId}-tab-${selected}`}>
          <Routes>
            <Route index element={<Inbox chats={chats} />} />
            <Route path="chats/:chatId" element={<Inbox chats={chats} />} />
            <Route path="sessions" element={<SessionBoard />} />
            <Route path="orders" element={<OrderBoard />} />
            <Route path="refunds" element={<RefundQueue />} />
            <Route path="feedback" element={<FeedbackPanel />} />
            <Route path="*" element={<Navigate to="/staff" replace />} />
          </Routes>
        </div>
      </main>
    </>
  );
}
