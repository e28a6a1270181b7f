/**
 * Which hospitals have a staff member online: one who has the console's chat list open (a live
 * staffChatsChanged subscription). Counted in this process only: several servers would need a shared
 * registry (docs/DECISIONS.md § Agent chat).
 */
export interface StaffPresence {
  /** One more open console of the hospital; the function returned closes it (once, however often called). */
  join(organizationId: string): () => void;
  isOnline(organizationId: string): boolean;
}

/** `onChange` hears a hospital going online (first console opened) or offline (last one closed). */
export function createStaffPresence(onChange: (organizationId: string, online: boolean) => void): StaffPresence {
  const open = new Map<string, number>();
  return {
    join(organizationId) {
      const before = open.get(organizationId) ?? 0;
      open.set(organizationId, before + 1);
      if (before === 0) onChange(organizationId, true);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (open.get(organizationId) ?? 1) - 1;
        if (remaining > 0) {
          open.set(organizationId, remaining);
          return;
        }
        open.delete(organizationId);
        onChange(organizationId, false);
      };
    },
    isOnline: (organizationId) => (open.get(organizationId) ?? 0) > 0,
  };
}
