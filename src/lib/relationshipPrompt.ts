import type { ReactNode } from 'react';
import type { Patient } from '../../machines/types';

/**
 * What a page hands the relationship modal it shows over itself (spec 000 §4, spec 001 §5): the page decides
 * when and for whom, src/app/ passes the modal of src/features/profiles/ (a feature shows no other feature's part).
 */
interface RelationshipPromptProps {
  readonly patient: Patient;
  readonly patients: readonly Patient[];
  readonly onUpdated: (patient: Patient) => void;
  readonly onClose: () => void;
}

export type RelationshipPrompt = (props: RelationshipPromptProps) => ReactNode;
