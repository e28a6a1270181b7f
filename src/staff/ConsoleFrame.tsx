import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SignOutButton } from '../lib/staffLogin/SignOutButton';
import { useStaff } from './staffContext';

export interface ConsoleTab<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

export interface ConsoleFrameProps<Id extends string> {
  readonly tabs: readonly ConsoleTab<Id>[];
  readonly selected: Id;
  readonly onSelect: (tab: Id) => void;
  /** Something after a tab's label (the Chats tab's unread badge). */
  readonly badge?: (tab: Id) => ReactNode;
  /** Shown above the tab's panel whichever tab is open (the doctor's call). */
  readonly aside?: ReactNode;
  /** The selected tab's panel. */
  readonly children: ReactNode;
}

/**
 * The signed-in console's frame, the same for every role: who is signed in, the tabs (the ARIA tabs pattern) and
 * the selected tab's panel. Which tabs a role has is the caller's choice (StaffConsole).
 */
export function ConsoleFrame<Id extends string>({
  tabs,
  selected,
  onSelect,
  badge,
  aside,
  children,
}: ConsoleFrameProps<Id>): React.JSX.Element {
  const { login, store } = useStaff();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Id, HTMLButtonElement | null>>>({});

  // Tabs pattern of the ARIA practices: arrows (and Home/End) move between tabs and open them.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (tab === undefined) return;
    onSelect(tab.id);
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
          {tabs.map((tab, index) => (
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
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {tab.label}
              {/* A space for the accessible name ('Chats 3 unread'); the flex layout drops it visually. */}{' '}
              {badge?.(tab.id) ?? null}
            </button>
          ))}
        </div>
        <SignOutButton store={store} />
      </header>
      <main id="main" className="staff-main">
        {aside}
        <div
          id={`${baseId}-panel`}
          className="staff-panel"
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${selected}`}
        >
          {children}
        </div>
      </main>
    </>
  );
}
