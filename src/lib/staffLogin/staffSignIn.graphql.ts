import { readFragment, type FragmentOf } from '../graphql/graphql';
import { graphql } from '../graphql/graphql';
import { staffRole, type StaffMember } from './staffLogin';

/**
 * The staff login's documents (sign in, who am I, sign out), shared by the staff console and the inspector's
 * library of recorded runs: both sign staff in the same way, on their own urql client with the staff token.
 */

export const StaffMemberFields = graphql(`
  fragment StaffMemberFields on StaffMember {
    id
    username
    displayName
    organization {
      id
      orgName
    }
    role
    practitionerId
  }
`);

export const StaffSignInMutation = graphql(
  `
    mutation StaffSignIn($username: String!, $password: String!) {
      staffSignIn(username: $username, password: $password) {
        accessToken
        staff {
          ...StaffMemberFields
        }
      }
    }
  `,
  [StaffMemberFields],
);

/** Revokes the console's token on the server (its open subscriptions end there too). */
export const StaffSignOutMutation = graphql(`
  mutation StaffSignOut {
    staffSignOut
  }
`);

export const StaffMeQuery = graphql(
  `
    query StaffMe {
      staffMe {
        ...StaffMemberFields
      }
    }
  `,
  [StaffMemberFields],
);

export function toStaffMember(data: FragmentOf<typeof StaffMemberFields>): StaffMember {
  const member = readFragment(StaffMemberFields, data);
  return {
    id: member.id,
    username: member.username,
    displayName: member.displayName,
    organizationId: member.organization.id,
    organizationName: member.organization.orgName,
    role: staffRole(member.role),
    practitionerId: member.practitionerId ?? null,
  };
}
