import { graphql } from '../../lib/graphql/graphql';

/**
 * The tester's documents (server/modules/runs/schema.graphql), run on the staff login's own client
 * (src/lib/staffLogin/): only a tester login may call them, every other login gets the role refusal.
 */

export const RecordedRunsQuery = graphql(`
  query RecordedRuns($filter: RecordedRunFilter) {
    recordedRuns(filter: $filter) {
      id
      tenant
      flow
      language
      startedAt
      updatedAt
      finalState
      outcome
      error
      steps
      sizeBytes
    }
  }
`);

/** One whole run; the server records this call as an opening (who, when). */
export const RecordedRunQuery = graphql(`
  query RecordedRun($id: ID!) {
    recordedRun(id: $id) {
      id
      tenant
      flow
      language
      startedAt
      updatedAt
      finalState
      outcome
      error
      steps
      sizeBytes
      ended
      trace
      checkpoints
      versions
      openings {
        by
        at
      }
    }
  }
`);

/** Where the filtered runs dropped off: flows/runs/dropOff.ts's result over them, as JSON. */
export const RunDropOffQuery = graphql(`
  query RunDropOff($filter: RecordedRunFilter) {
    runDropOff(filter: $filter)
  }
`);
