import { graphql } from '../../../lib/graphql/graphql';

/** The signed-in account's SMS reminder choices: one per kind the tenant sends. */
export const ReminderPreferencesQuery = graphql(`
  query ReminderPreferences {
    reminderPreferences {
      kind
      enabled
    }
  }
`);

/** One kind on or off; answers every preference as the query does. */
export const SetReminderPreferenceMutation = graphql(`
  mutation SetReminderPreference($kind: ReminderKind!, $enabled: Boolean!) {
    setReminderPreference(kind: $kind, enabled: $enabled) {
      kind
      enabled
    }
  }
`);
