import type { PresenceRegistry } from '../../live/presenceRegistry';

/**
 * Which hospitals have a staff member online: one who has the console's chat list open (a live
 * staffChatsChanged subscription), on any instance (the registry is shared through Redis when there is one).
 */
export interface StaffPresence {
  /** One more open console of the hospital; the function returned closes it (once, however often called). */
  join(organizationId: string): Promise<() => void>;
  isOnline(organizationId: string): Promise<boolean>;
}

const keyOf = (organizationId: string): string => `staff:${organizationId}`;

/**
 * `onChange` hears a hospital going online (first console opened anywhere) or offline (last one closed
 * anywhere); `onError` hears a leave that could not be recorded.
 */
export function createStaffPresence(
  registry: PresenceRegistry,
  onChange: (organizationId: string, online: boolean) => void,
  onError: (error: unknown, organizationId: string) => void,
): StaffPresence {
  return {
    async join(organizationId) {
      const hold = await registry.join(keyOf(organizationId));
      if (hold.first) onChange(organizationId, true);
      return () => {
        hold
          .leave()
          .then((last) => {
            if (last) onChange(organizationId, false);
          })
          .catch((error: unknown) => onError(error, organizationId));
      };
    },
    isOnline: (organizationId) => registry.isPresent(keyOf(organizationId)),
  };
}
